import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/startServer';
import { launchBrowser } from '../harness/launchBrowser';
import { callDataLayer, openSitePage, readAttempts } from './openSitePage';
import { DATA_LAYER_MESSAGES } from '../../../src/shared/messages/dataLayerMessages';
import { RUNTIME_TIMINGS } from '../../../src/shared/constants/limits';
import { expectStaysFor } from '../harness/holdFor';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page } = await openSitePage(browser, server.url));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('data layer failures against real server replies (spec visitor-runtime §8)', () => {
  it('names a non-JSON reply with its URL and the parser message', async () => {
    const parserMessage = await page.evaluate(() => {
      try {
        JSON.parse('<!doctype html><title>Proxy</title><p>Not JSON at all</p>');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    });
    const result = await callDataLayer(page, 'get', 'test/not-json', { handleErrors: true, query: { a: 1 } });
    expect(result.message).toBe(DATA_LAYER_MESSAGES.nonJsonReply('/api/test/not-json?a=1', parserMessage));
    expect(result.message).toMatch(
      /^Internal Error: Unable to parse server response from \(\/api\/test\/not-json\?a=1\) as JSON: /,
    );
  });

  it.each([
    [401, 'Unauthorized request'],
    [403, 'Unauthorized request'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
    [404, DATA_LAYER_MESSAGES.unableToConnect],
    [418, DATA_LAYER_MESSAGES.unableToConnect],
  ])('gives status %i the message "%s"', async (status, message) => {
    for (const method of ['get', 'post'] as const) {
      const result = await callDataLayer(page, method, `test/status/${status}`, { handleErrors: true });
      expect(result).toMatchObject({ message, status });
    }
  });

  it('gives a connection that closes without an answer "Unable to connect…"', async () => {
    const result = await callDataLayer(page, 'get', 'test/drop-connection', { handleErrors: true });
    expect(result).toMatchObject({ message: DATA_LAYER_MESSAGES.unableToConnect, status: 0 });
    expect(result.message?.startsWith(DATA_LAYER_MESSAGES.unableToConnectPrefix)).toBe(true);
  });

  it('gives a call that outlives its timeout "Unable to connect…"', async () => {
    const result = await callDataLayer(page, 'get', 'test/slow', {
      query: { ms: 2000 },
      timeoutMs: 150,
      handleErrors: true,
    });
    expect(result).toMatchObject({ message: DATA_LAYER_MESSAGES.unableToConnect, status: 0 });
    const inTime = await callDataLayer(page, 'get', 'test/slow', { query: { ms: 10 }, timeoutMs: 2000 });
    expect(inTime.ok).toEqual({ waited: 10 });
  });

  it('answers a malformed test request with 400 naming the field', async () => {
    const result = await callDataLayer(page, 'get', 'test/slow', { query: { ms: 'soon' }, handleErrors: true });
    expect(result).toMatchObject({ status: 400, message: DATA_LAYER_MESSAGES.unableToConnect });
    const response = await fetch(`${server.url}/api/test/slow?ms=soon`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Invalid request', fields: { '$.ms': expect.any(String) } });
  });

  it('retries about every 200 ms when a retry count is set, until it succeeds', async () => {
    const result = await callDataLayer(page, 'get', 'test/flaky/recovers', {
      query: { failures: 3, status: 503 },
      retries: 3,
      handleErrors: true,
    });
    expect(result.ok).toEqual({ attempt: 4, ok: true });
    const { count, times } = await readAttempts(server.url, 'flaky', 'recovers');
    expect(count).toBe(4);
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    // At least the 200 ms wait, and far from a backoff that doubles: the upper bound leaves room for a busy machine.
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(RUNTIME_TIMINGS.DATA_LAYER_RETRY_INTERVAL_MS - 10);
      expect(gap).toBeLessThan(RUNTIME_TIMINGS.DATA_LAYER_RETRY_INTERVAL_MS + 400);
    }
    console.log(`retry gaps measured at the server: ${gaps.join(', ')} ms`);
  });

  it('stops after the retry count and fails with the last message', async () => {
    const result = await callDataLayer(page, 'post', 'test/flaky/stays-down', {
      query: { failures: 10, status: 500 },
      retries: 2,
      handleErrors: true,
    });
    expect(result).toMatchObject({ message: 'Internal server error. Please try again later.', attempts: 3 });
    await expectStaysFor(
      3 * RUNTIME_TIMINGS.DATA_LAYER_RETRY_INTERVAL_MS,
      'no attempt after the last retry',
      async () => (await readAttempts(server.url, 'flaky', 'stays-down')).count,
      3,
    );
  });

  it('tries once when no retry count is set, and never retries a 4xx', async () => {
    await callDataLayer(page, 'get', 'test/flaky/no-count', { query: { failures: 1 }, handleErrors: true });
    await callDataLayer(page, 'get', 'test/flaky/client-error', {
      query: { failures: 1, status: 404 },
      retries: 3,
      handleErrors: true,
    });
    await expectStaysFor(
      3 * RUNTIME_TIMINGS.DATA_LAYER_RETRY_INTERVAL_MS,
      'neither call is retried',
      async () => [
        (await readAttempts(server.url, 'flaky', 'no-count')).count,
        (await readAttempts(server.url, 'flaky', 'client-error')).count,
      ],
      [1, 1],
    );
  });

  it('refuses a full URL before anything is sent, naming the path', async () => {
    const result = await callDataLayer(page, 'get', 'https://example.com/api/x');
    expect(result.message).toContain('not a full URL (got "https://example.com/api/x")');
  });
});
