// npm start: build when dist/ is missing or older than the sources, then serve. Signals (Ctrl-C, a service
// manager's SIGTERM, a closed terminal's SIGHUP) go to whichever child runs, build or server; the server then
// shuts down gracefully (src/server/index.ts) and this process exits with it. package.json runs this file
// with `exec`, so npm's shell is replaced by it and npm's forwarded signals reach it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

let child = null;
let stopping = null;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopping = signal;
    child?.kill(signal);
    if (!child) process.exit(0);
  });
}

// Runs one child to its end; answers its exit code (a child ended by a signal we forwarded has stopped as asked).
function run(args, options) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => {
      child = null;
      resolve(code ?? (signal && stopping ? 0 : 1));
    });
  });
}

const builtMarker = path.join(root, 'dist/server/index.js');
const stale = !existsSync(builtMarker) || newestMtime(path.join(root, 'src')) > statSync(builtMarker).mtimeMs;
if (stale) {
  console.log('Building…');
  const status = await run([path.join(root, 'scripts/build.mjs')], { cwd: root });
  if (status !== 0 || stopping) process.exit(stopping ? 0 : status);
}
// React (and the libraries that read it) run their production builds unless NODE_ENV says otherwise: the
// development builds check every element and property as they render, about twice the time of a page.
process.exit(
  await run(['--enable-source-maps', builtMarker], {
    cwd: process.cwd(),
    env: { NODE_ENV: 'production', ...process.env },
  }),
);
