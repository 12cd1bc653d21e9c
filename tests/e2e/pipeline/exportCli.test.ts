import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../harness/startServer';

let server: RunningServer;
const root = path.resolve(import.meta.dirname, '../../..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const record = (seq: number, kind: string, payload: Record<string, unknown>) => ({
  id: `cli.${seq}`,
  kind,
  sessionId: 'cli',
  seq,
  time: Date.now(),
  pagePath: '/',
  payload,
});

describe('npm run telemetry:export', () => {
  it('prints what the server stored as NDJSON, filtered by --kind and --since, from DATABASE_URL', async () => {
    const response = await fetch(server.url + '/api/telemetry/batch', {
      method: 'POST',
      body: JSON.stringify({
        records: [
          record(0, 'event', { event: 'a', data: '{}' }),
          record(1, 'event', { event: 'b', data: '{}' }),
          record(2, 'drop', { reason: 'invalid', count: 1 }),
        ],
      }),
    });
    expect(response.status).toBe(200);
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(distDir, 'server/cli/telemetryExport.js'), ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: `sqlite:${server.databaseFile}` },
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id: string; kind: string; receivedAt: string; payload: unknown });
    const events = run('--kind', 'event').filter((r) => r.id.startsWith('cli.'));
    expect(events.map((r) => r.id)).toEqual(['cli.0', 'cli.1']);
    expect(Object.keys(events[0]!).sort()).toEqual(['id', 'kind', 'payload', 'receivedAt', 'type']);
    expect(events[0]!.payload).toEqual({ event: 'a', data: '{}' });
    expect(run('--since', new Date(Date.now() + 60_000).toISOString())).toEqual([]);
    expect(run().filter((r) => r.id.startsWith('cli.'))).toHaveLength(3);
  });
});
