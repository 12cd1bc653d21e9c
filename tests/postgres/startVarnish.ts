import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
/** Debian's varnish (apt-get install -y varnish; .ci/run installs it when missing). */
export const VARNISHD = process.env.VARNISHD ?? '/usr/sbin/varnishd';
export const varnishInstalled = existsSync(VARNISHD);

export interface RunningVarnish {
  url: string;
  /** A counter of varnishstat, such as MAIN.backend_req (requests Varnish sent to the server processes). */
  counter(name: string): Promise<number>;
  stop(): Promise<void>;
}

/** A free TCP port of 127.0.0.1, for a process that must be told its port before it starts. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Varnish with the project's VCL (docs/varnish/site.vcl) in a temporary folder, on `port`, in front of
 * the given server processes (round robin). Ready once its CLI answers and it serves the site's
 * /healthz: no fixed wait.
 */
export async function startVarnish(port: number, origins: readonly string[]): Promise<RunningVarnish> {
  const dir = mkdtempSync(path.join(tmpdir(), 'varnish-'));
  const workdir = path.join(dir, 'work');
  copyFileSync(path.join(root, 'docs/varnish/site.vcl'), path.join(dir, 'site.vcl'));
  const backends = origins.map((origin, i) => {
    const url = new URL(origin);
    return `backend app${i} { .host = "${url.hostname}"; .port = "${url.port}"; }`;
  });
  writeFileSync(
    path.join(dir, 'backends.vcl'),
    [
      'import directors;',
      ...backends,
      'sub vcl_init {',
      '    new origin = directors.round_robin();',
      ...origins.map((_, i) => `    origin.add_backend(app${i});`),
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    VARNISHD,
    ['-F', '-j', 'none', '-n', workdir, '-a', `127.0.0.1:${port}`, '-f', path.join(dir, 'site.vcl')].concat([
      '-p',
      `vcl_path=${dir}`,
      '-s',
      'malloc,64m',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (data: Buffer) => (log += data.toString()));
  child.stderr.on('data', (data: Buffer) => (log += data.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`varnishd exited with ${code}:\n${log}`))),
  );
  exited.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  // The CLI answers once the child runs the VCL; then the first request through it proves the backends.
  for (;;) {
    if (child.exitCode !== null) await exited;
    const ready = await run('varnishadm', ['-n', workdir, 'status'])
      .then(({ stdout }) => stdout.includes('running'))
      .catch(() => false);
    if (
      ready &&
      (await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      break;
    if (Date.now() > deadline) throw new Error(`varnish did not serve in 30 s:\n${log}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    url,
    async counter(name) {
      const { stdout } = await run('varnishstat', ['-n', workdir, '-1', '-f', name]);
      return Number(/\s(\d+)\s/.exec(stdout)?.[1] ?? NaN);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
