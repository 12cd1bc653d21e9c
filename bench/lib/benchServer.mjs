// Starts the built server for a bench and Debian's Chromium; returns both with a stop().
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

export async function startBenchServer({ site = 'sites/showcase/site.json', env = {}, dist = distDir } = {}) {
  const databaseFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'site.db');
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`) profiles the server, not the bench.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(dist, 'server/index.js')], {
    cwd: root,
    env: {
      // As `npm start` serves (scripts/start.mjs): React's production build unless NODE_ENV says otherwise.
      NODE_ENV: 'production',
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SITE: path.resolve(root, site),
      DATABASE_URL: `sqlite:${databaseFile}`,
      // Resized images are cached beside the database: each bench starts cold.
      DATA_DIR: path.dirname(databaseFile),
      LOG_LEVEL: 'warn',
      DIST_DIR: dist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    databaseFile,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}
