import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

// docs/SPEC-COVERAGE.md must stay true: every cited file and test exists, and it matches the area tables.
describe('docs/SPEC-COVERAGE.md', () => {
  const text = readFileSync('docs/SPEC-COVERAGE.md', 'utf8');
  const cited = [...text.matchAll(/`((?:src|tests|scripts|bench|sites)\/[^`*]+?)`/g)].map((m) => m[1]!);

  it('cites files and tests that exist', () => {
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited.filter((file) => !existsSync(file.replace(/#.*$/, '').replace(/:.*$/, '')));
    expect(missing).toEqual([]);
  });

  it('names a test (or, for a measured figure, the bench) for every rule row', () => {
    const rows = text.split('\n').filter((line) => /^\| (?!rule |spec rule |---)/.test(line));
    const untested = rows.filter((row) => !/`tests\/[^`]+`|`npm run bench`/.test(row.split('|').slice(-2)[0] ?? ''));
    expect(untested).toEqual([]);
  });

  it('is generated from docs/coverage/*.md', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/spec-coverage.mjs', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
