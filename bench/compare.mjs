// npm run bench:compare [-- old.json new.json]: every numeric field found in both runs, with old, new and the
// change in %. With no files named, the two newest runs in bench/results/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const RESULTS_DIR = path.resolve(import.meta.dirname, 'results');

/** The numeric leaves of a bench result, keyed by dotted path (array items by index: `quartiles.0`). */
export function flattenNumbers(value, prefix = '', into = {}) {
  if (typeof value === 'number' && Number.isFinite(value)) into[prefix] = value;
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flattenNumbers(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** One row per numeric field in both runs, in the older run's order; changePercent is null when old is 0. */
export function compareResults(older, newer) {
  const before = flattenNumbers(older);
  const after = flattenNumbers(newer);
  return Object.keys(before)
    .filter((field) => Object.hasOwn(after, field))
    .map((field) => {
      const old = before[field];
      const now = after[field];
      const changePercent = old === 0 ? null : Math.round(((now - old) / Math.abs(old)) * 1000) / 10;
      return { field, old, new: now, changePercent };
    });
}

/** The rows as an aligned text table. */
export function formatRows(rows) {
  const cells = rows.map((r) => [
    r.field,
    String(r.old),
    String(r.new),
    r.changePercent === null ? '—' : `${r.changePercent > 0 ? '+' : ''}${r.changePercent}%`,
  ]);
  const table = [['field', 'old', 'new', 'change'], ...cells];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  return table
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
    .join('\n');
}

/** The two newest result files of a folder, older first: by the run's `date`, else by the file name. */
export function newestTwo(dir) {
  const runs = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const file = path.join(dir, f);
      const date = JSON.parse(readFileSync(file, 'utf8')).date;
      return { file, key: typeof date === 'string' ? date : f };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (runs.length < 2) throw new Error(`need two runs in ${dir}, found ${runs.length}`);
  return runs.slice(-2).map((r) => r.file);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args.length !== 0 && args.length !== 2) {
    console.error('usage: node bench/compare.mjs [old.json new.json]');
    process.exit(2);
  }
  const [olderFile, newerFile] = args.length === 2 ? args : newestTwo(RESULTS_DIR);
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  console.log(`old: ${olderFile}\nnew: ${newerFile}\n`);
  console.log(formatRows(compareResults(read(olderFile), read(newerFile))));
}
