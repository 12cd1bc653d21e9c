import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

// What an operator does: `npm start`, then stop npm with a signal (a service manager's SIGTERM, Ctrl-C's SIGINT).
async function startAndStop(signal: NodeJS.Signals) {
  const dir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
  const databaseFile = path.join(dir, 'site.db');
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `sqlite:${databaseFile}`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (data: Buffer) => (output += data.toString()));
  npm.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  await expect.poll(() => /Listening on (http:\/\/\S+)/.exec(output)?.[1], { timeout: 90_000 }).toBeTruthy();
  const url = /Listening on (http:\/\/\S+)/.exec(output)![1]!;
  expect((await fetch(url + '/healthz')).status).toBe(200);
  npm.kill(signal);
  const code = await exited;
  return { url, code, output, databaseFile };
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the server gracefully on ${signal} to npm, closing the database`, async () => {
      const { url, code, output, databaseFile } = await startAndStop(signal);
      expect(output).toContain('Stopped');
      expect(code).toBe(0);
      // The server is gone, not orphaned: nothing answers on its port.
      await expect(fetch(url + '/healthz')).rejects.toThrow();
      // SQLite removes the write-ahead log when the last connection closes: the database was closed.
      expect(existsSync(databaseFile)).toBe(true);
      expect(existsSync(`${databaseFile}-wal`)).toBe(false);
    }, 120_000);
  }
});
