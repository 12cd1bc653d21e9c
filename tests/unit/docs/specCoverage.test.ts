import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
// @ts-expect-error: a plain .mjs script without types
import { findUnprovenRows } from '../../../scripts/findUnprovenRows.mjs';

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

  it('rejects a row whose cited tests never name its quoted message or stated value', () => {
    const row = (rule: string) =>
      `| ${rule} | \`src/shared/siteData/Product.ts\` | \`tests/unit/shared/siteData/productBounds.test.ts\` |`;
    const check = (rule: string) =>
      (findUnprovenRows(row(rule)) as { missing: string[] }[]).flatMap((entry) => entry.missing);
    expect(check('visitor §5: SKU at most 60; price at most 100000000')).toEqual([]);
    expect(check('visitor §5: SKU at most 64')).toEqual(['64']);
    expect(check("media §8: 'Unable to remove item' after 30 s")).toEqual(['Unable to remove item', '30 s']);
    // A value in seconds may be written in milliseconds; section marks are not values.
    expect(check('§5: a 29.999 s wait')).toEqual(['29.999 s']);
  });
});
