import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  /** The cluster's `postgres` database, as the superuser `site` (trust authentication, no password). */
  url: string;
  /** The same, over the cluster's Unix socket: what a benchmark uses, to leave loopback TCP's cost out. */
  socketUrl: string;
  port: number;
  stop: () => void;
}

// A throwaway PostgreSQL cluster for the tests: initdb into a temporary folder, listening on a free port of
// 127.0.0.1 only, trust authentication, durability off (a test database is thrown away) unless `durable`
// (benchmarks measure what a real deployment pays for each commit). PostgreSQL refuses
// to run as root, so under root the server runs as the `postgres` system user the Debian package creates
// (or `nobody`).
export async function startPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'));
  const runAs = chooseUser();
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    const [exe, argv] = runAs
      ? ['setpriv', [`--reuid=${runAs.uid}`, `--regid=${runAs.gid}`, '--clear-groups', file, ...args]]
      : [file, args];
    execFileSync(exe, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
  };
  const data = path.join(dir, 'data');
  const port = await findFreePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'site', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c max_connections=200',
      ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ].join(' ');
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://site@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://site@${encodeURIComponent(dir)}:${port}/postgres`,
    port,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// PG_BIN, else the newest Debian install (/usr/lib/postgresql/<version>/bin), else initdb on the PATH.
function findPostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0) return path.dirname(which.stdout.trim());
  throw new Error('PostgreSQL not found: install it (apt-get install -y postgresql) or set PG_BIN');
}

function chooseUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0) return { uid: Number(id.stdout), gid: Number(gid.stdout) };
  }
  throw new Error('Running as root with neither a postgres nor a nobody user to run PostgreSQL as');
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
