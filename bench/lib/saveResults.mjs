// Saves a bench run as bench/results/<time>-<names>.json, so runs are compared by bench/compare.mjs rather
// than copied into prose. The name starts with the run's UTC time to the minute; the file keeps the full
// time in `date`, which bench/compare.mjs orders runs by.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file name for a run started at `isoDate` of the benches named (all of them when none is). */
export function resultFileName(isoDate, names) {
  const minute = isoDate.slice(0, 16).replace(':', '-');
  const label = names.length ? names.map((n) => n.replace(/[^\w.-]/g, '_')).join('+') : 'all';
  return `${minute}-${label}.json`;
}

/** Writes `results` into `dir` and returns the path; a second run in the same minute gets its seconds too. */
export function saveResults(dir, results, names) {
  mkdirSync(dir, { recursive: true });
  let file = path.join(dir, resultFileName(results.date, names));
  if (existsSync(file)) file = file.replace(/\.json$/, `-${results.date.slice(17, 19)}s.json`);
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  return file;
}
