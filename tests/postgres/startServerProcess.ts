import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

// The built server (node dist/server/index.js) as a real process on a free port of 127.0.0.1, with the
// given DATABASE_URL and site (and any other settings in `env`); ready once it prints its "Listening on" line.
export async function startServerProcess(
  databaseUrl: string,
  site: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const entry = path.join(distDir, 'server/index.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: npm run build first (npm test builds before test:pg)`);
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SITE: site,
      DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (data: Buffer) => {
      log += data.toString();
      const match = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(log);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${log}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
