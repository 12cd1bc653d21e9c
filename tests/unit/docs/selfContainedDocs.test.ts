import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'data', '.git']);

function listTextFiles(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listTextFiles(full, files);
    else if (/\.(md|ts|tsx|js|mjs|json|css)$/.test(entry.name)) files.push(full);
  }
  return files;
}

// The guides that live beside the repository's folder, written in pieces so this file does not cite them.
const GUIDE = ['ARCHI', 'TECTURE'].join('');
const STYLE_GUIDE = ['STY', 'LE'].join('');
const OUTSIDE = new RegExp(
  `\\.\\./shared/(?:${GUIDE}|${STYLE_GUIDE}|spec/)|\\b${GUIDE}(?:\\.md)?\\b|\\b${STYLE_GUIDE}\\.md\\b`,
);

// A clone holds only the repository: the design and style guides it cites are its own (docs/architecture.md,
// docs/style.md), never a folder beside it.
describe('documents outside the repository', () => {
  it('are cited nowhere', () => {
    const citing = listTextFiles(ROOT).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
