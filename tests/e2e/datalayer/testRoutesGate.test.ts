import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../harness/startServer';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ testPlugin: false });
});
afterAll(async () => {
  await server?.stop();
});

describe('test-only routes', () => {
  it('do not exist in the production server, which runs without the harness plugin', async () => {
    const paths = [
      '/api/test/echo',
      '/api/test/status/500',
      '/api/test/flaky/a',
      '/api/test/attempts/flaky/a',
      '/api/test/telemetry/fail-next',
      '/api/test/requests?path=/',
    ];
    for (const path of paths) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: 'Not found' });
    }
    for (const path of ['/api/test/crumb-always-fails', '/api/test/forms/faults', '/api/test/telemetry/fail-next']) {
      const post = await fetch(server.url + path, { method: 'POST' });
      expect(post.status, path).toBe(404);
    }
  });
});
