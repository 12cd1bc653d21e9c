import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { openControlledPage, waitForCollectors } from './pageActions';
import { readRecords, readRecordsContaining } from '../collectors/readRecords';

const site = useSiteServer();

// Records leave the page raw; the worker builds them, and where there is none the server does (finishRawRecord).
// A page of each kind throws an error and calls track() with its marker; its records are found by its page id.
const recordMarked = (page: Page, marker: string) =>
  page.evaluate(async (m) => {
    window.SiteRuntime!.track('raw-e2e', { marker: m, plan: 'gold', object_type: 'plan' });
    setTimeout(() => {
      throw new Error(m);
    });
    // Resolves once the timer before it has thrown.
    await new Promise((resolve) => setTimeout(resolve));
  }, marker);

async function readPageRecords(marker: string): Promise<Record<string, Record<string, unknown>>> {
  const read = () => {
    const error = readRecordsContaining(site.server.databaseFile, marker, 'error');
    const pageId = error[0]?.id.replace(/\.\d+$/, '');
    if (!pageId) return [];
    return readRecords(site.server.databaseFile)
      .filter((r) => r.id.startsWith(`${pageId}.`))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  };
  await expect
    .poll(
      () =>
        read()
          .map((r) => r.kind)
          .sort(),
      { timeout: 20000 },
    )
    .toEqual(expect.arrayContaining(['analytics', 'census.hit', 'error']));
  return Object.fromEntries(read().map((r) => [r.kind, r.payload as Record<string, unknown>]));
}

// The fields that differ from page to page whoever builds the record: times, the visitor's ids, the marker.
function comparable(kind: string, payload: Record<string, unknown>): unknown {
  if (kind === 'census.hit') {
    const { clientDate: _t, ...data } = payload.data as Record<string, unknown>;
    return { ...payload, data, ss_cvr: typeof payload.ss_cvr };
  }
  if (kind === 'error') return { ...payload, message: 'marker', stack: typeof payload.stack };
  const common = JSON.parse(payload.commonData as string) as Record<string, unknown>;
  for (const key of ['client_timestamp', 'session_id', 'marketing_id']) common[key] = typeof common[key];
  const custom = JSON.parse(payload.customData as string) as Record<string, unknown>;
  return {
    ...payload,
    analyticsId: typeof payload.analyticsId,
    commonData: common,
    customData: { ...custom, marker: 'marker' },
  };
}

describe('records leave the page raw', () => {
  it('stores the census hit, an error and a track() call alike whether the worker or, without one, the server built them', async () => {
    const withWorker = await site.browser.newContext();
    const workerPage = await withWorker.newPage();
    await openControlledPage(workerPage, site.server.url + '/gallery');
    await recordMarked(workerPage, 'raw-e2e-by-worker');
    const byWorker = await readPageRecords('raw-e2e-by-worker');
    await withWorker.close();

    // No service worker and a worker script that fails to load: the records leave raw by the page's beacon
    // (at each failed start and on hide) or its stash, which the next page sends.
    const noWorker = await site.browser.newContext({ serviceWorkers: 'block' });
    await noWorker.route('**/telemetry-worker-*.js', (route) => route.abort());
    const page = await noWorker.newPage();
    await page.goto(site.server.url + '/gallery');
    await waitForCollectors(page);
    // Data JSON cannot write leaves without it, and the rest with it (the page's JSON is the hide path's).
    await page.evaluate(() => {
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      window.SiteRuntime!.track('raw-e2e-cyclic', cyclic);
    });
    await recordMarked(page, 'raw-e2e-by-server');
    await page.close();
    const next = await noWorker.newPage();
    await next.goto(site.server.url + '/about-nothing');
    const byServer = await readPageRecords('raw-e2e-by-server');
    await noWorker.close();

    const cyclic = readRecordsContaining(site.server.databaseFile, 'raw-e2e-cyclic');
    expect(cyclic).toEqual([]);
    for (const kind of ['census.hit', 'error', 'analytics']) {
      expect(comparable(kind, byServer[kind]!), kind).toEqual(comparable(kind, byWorker[kind]!));
    }
    expect(byServer.error).toMatchObject({
      app: 'site-runtime',
      message: 'raw-e2e-by-server',
      line: expect.any(Number),
    });
    expect(String(byServer.error!.stack)).toContain('raw-e2e-by-server');
    expect(byServer['census.hit']).toMatchObject({ event: 'pageview', data: { url: site.server.url + '/gallery' } });
    expect(JSON.parse(byServer.analytics!.customData as string)).toEqual({ marker: 'raw-e2e-by-server', plan: 'gold' });
    expect(JSON.parse(byServer.analytics!.commonData as string)).toMatchObject({
      object_type: 'plan',
      page_path: '/gallery',
    });
  });
});
