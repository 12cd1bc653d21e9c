import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../harness/startServer';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { SITE_RUNTIME_TEST_ROUTES: '0' } });
});
afterAll(async () => {
  await server?.stop();
});

describe('test-only routes', () => {
  it('do not exist unless SITE_RUNTIME_TEST_ROUTES=1', async () => {
    for (const path of ['/api/test/echo', '/api/test/status/500', '/api/test/flaky/a', '/api/test/attempts/flaky/a']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: 'Not found' });
    }
    const post = await fetch(server.url + '/api/test/crumb-always-fails', { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
