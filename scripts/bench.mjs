// npm run bench: build into .tmp/dist-bench, run every bench/*.mjs, print one JSON object on stdout.
// Each bench prints one JSON value on its last line of stdout; its other output goes to stderr.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, DIST_DIR: process.env.DIST_DIR ?? path.join(root, '.tmp/dist-bench') };
const only = process.argv.slice(2);

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const results = {
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  date: new Date().toISOString(),
};
const files = readdirSync(path.join(root, 'bench')).filter(
  (f) => f.endsWith('.mjs') && (only.length === 0 || only.some((o) => f.includes(o))),
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
process.exit(failed ? 1 : 0);
