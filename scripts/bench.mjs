// npm run bench [-- names…] [--save]: build into .tmp/dist-bench, run every bench/*.mjs (or those whose file
// name contains one of the names), print one JSON object on stdout. With --save, also write it to
// bench/results/ (bench/lib/saveResults.mjs) for `npm run bench:compare`.
// Each bench prints one JSON value on its last line of stdout; its other output goes to stderr.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { saveResults } from '../bench/lib/saveResults.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, DIST_DIR: process.env.DIST_DIR ?? path.join(root, '.tmp/dist-bench') };
const args = process.argv.slice(2);
const save = args.includes('--save');
const only = args.filter((a) => !a.startsWith('--'));

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const results = {
  machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
  date: new Date().toISOString(),
};
const files = readdirSync(path.join(root, 'bench')).filter(
  (f) => f.endsWith('.mjs') && f !== 'compare.mjs' && (only.length === 0 || only.some((o) => f.includes(o))),
);
let failed = 0;
for (const file of files.sort()) {
  const name = file.replace(/\.mjs$/, '');
  console.error(`bench: ${name}…`);
  const run = spawnSync(process.execPath, [path.join(root, 'bench', file)], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = run.stdout.trim().split('\n');
  try {
    if (run.status !== 0) throw new Error(`exited with ${run.status}`);
    results[name] = JSON.parse(lines[lines.length - 1]);
  } catch (error) {
    failed += 1;
    results[name] = { error: String(error), output: run.stdout.slice(-2000) };
  }
}
console.log(JSON.stringify(results, null, 2));
// A failed bench's entry holds its error, not figures: such a run is not kept for comparison.
if (save && failed) console.error('bench: not saved, a bench failed');
else if (save) console.error(`bench: saved ${saveResults(path.join(root, 'bench/results'), results, only)}`);
process.exit(failed ? 1 : 0);
