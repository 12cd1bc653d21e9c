import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';

export interface RunningServer {
  url: string;
  port: number;
  databaseFile: string;
  output: () => string;
  /** false once stopped (or exited) and until started again. */
  readonly running: boolean;
  /** SIGTERM (a graceful stop) unless told otherwise; SIGKILL is a crash mid-request. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Stop and start again on the same port and database: what a deploy or a crash looks like. `env` is
   * merged into the server's environment from then on (DIST_DIR: another build, as a deploy brings). */
  restart: (env?: Record<string, string>) => Promise<void>;
}

export interface StartOptions {
  site?: string;
  /** false: the production server alone, without the harness's test plugin (testPlugin/index.ts). */
  testPlugin?: boolean;
  env?: Record<string, string>;
  databaseFile?: string;
  port?: number;
}

const root = path.resolve(import.meta.dirname, '../../..');
export const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const testPluginSource = path.join(import.meta.dirname, 'testPlugin/index.ts');
let testPluginBundle: string | null = null;

// The test plugin is TypeScript. Loaded through tsx, the loader hooks every module the server imports: 2 s of
// CPU more per start, on a suite that starts the server some 150 times. So it is bundled once per test file
// into plain JavaScript (its packages left as imports, resolved from the repository's node_modules).
function bundleTestPlugin(): string {
  if (testPluginBundle) return testPluginBundle;
  const outfile = path.join(root, 'node_modules/.cache/e2e-test-plugin', `index-${process.pid}.mjs`);
  buildSync({
    entryPoints: [testPluginSource],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'error',
  });
  return (testPluginBundle = outfile);
}

// Starts the built server (dist/) as a real process on a free port with its own database. Its one extension
// point, SERVER_PLUGINS, adds the harness's test plugin (TypeScript, loaded through tsx; the server's own
// code runs as built).
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const databaseFile = options.databaseFile ?? path.join(mkdtempSync(path.join(tmpdir(), 'site-e2e-')), 'site.db');
  let port = options.port ?? 0;
  let log = '';
  let child: ChildProcess | null = null;
  let env = options.env;

  const launch = async () => {
    const started = spawnServer({ site: options.site, testPlugin: options.testPlugin, env, databaseFile, port });
    child = started.child;
    started.child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    started.child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    port = await started.ready;
  };
  await launch();

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      current.once('exit', () => resolve());
      current.kill(signal);
      setTimeout(() => current.kill('SIGKILL'), 5000).unref();
    });
  };
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    databaseFile,
    output: () => log,
    get running() {
      return child !== null && child.exitCode === null;
    },
    stop,
    restart: async (changed) => {
      await stop();
      if (changed) env = { ...env, ...changed };
      await launch();
    },
  };
}

export function spawnServer({
  site,
  testPlugin = true,
  env,
  databaseFile,
  port,
}: {
  site?: string;
  testPlugin?: boolean;
  env?: Record<string, string>;
  databaseFile: string;
  port: number;
}) {
  const entry = path.join(distDir, 'server/index.js');
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    env: {
      ...process.env,
      // As `npm start` serves (scripts/start.mjs): React's production build. Vitest's NODE_ENV=test would
      // otherwise give the server React's development build, which renders pages several times slower.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE: site ? path.resolve(root, site) : path.join(root, 'sites/showcase/site.json'),
      DATABASE_URL: `sqlite:${databaseFile}`,
      DATA_DIR: path.dirname(databaseFile),
      LOG_LEVEL: 'warn',
      // Every browser of a test run shares one address (127.0.0.1), where visitors each have their own: the
      // per-client ingest limit would throttle the whole suite as one client (a queue flushed by the tests of
      // the pipeline hit it under load). The limit is proved by tests/unit/server/limits/ingestGuard.test.ts.
      INGEST_RATE_LIMIT: '0',
      ...(testPlugin ? { SERVER_PLUGINS: bundleTestPlugin() } : {}),
      DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
    setTimeout(() => reject(new Error(`server did not start in 20 s:\n${output}`)), 20_000).unref();
  });
  return { child, ready };
}
