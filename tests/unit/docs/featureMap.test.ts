import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAP = 'docs/FEATURES.md';
const ROOT_FILES = new Set(['budgets.json', 'eslint.config.js', 'vite.config.ts']);

// Every inline code span of the map is a path from the repository's root, so a moved or renamed folder shows
// up here naming the line that still points at it.
function readCitedPaths(markdown: string): { line: number; cited: string }[] {
  return markdown
    .split('\n')
    .flatMap((text, i) => [...text.matchAll(/`([^`]+)`/g)].map((match) => ({ line: i + 1, cited: match[1]! })));
}

describe(MAP, () => {
  const text = readFileSync(path.join(ROOT, MAP), 'utf8');
  const cited = readCitedPaths(text);

  it('names only paths, and each of them exists', () => {
    expect(cited.length).toBeGreaterThan(100);
    const notPaths = cited.filter(({ cited: name }) => !name.includes('/') && !ROOT_FILES.has(name));
    expect(notPaths.map(({ line, cited: name }) => `${MAP}:${line} \`${name}\` is not a path`)).toEqual([]);
    const missing = cited.filter(({ cited: name }) => !existsSync(path.join(ROOT, name)));
    expect(missing.map(({ line, cited: name }) => `${MAP}:${line} \`${name}\` does not exist`)).toEqual([]);
  });

  it('gives every feature its tests', () => {
    const sections = text.split(/^## /m).slice(1);
    const untested = sections.filter((section) => !/^\| tests \| `tests\//m.test(section));
    expect(untested.map((section) => section.split('\n')[0])).toEqual([]);
  });
});
