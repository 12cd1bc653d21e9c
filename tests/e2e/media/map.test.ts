import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';
import { MAPS_TEST_KEY, writeMapSite } from './writeMapSite';
import { routeMapsScript, type MapsScriptMode } from './fakeGoogleMaps';
import { PHONE } from '../harness/phone';

const site = useSiteServer({ site: writeMapSite() });

interface FakeRecord {
  maps: { options: Record<string, unknown> }[];
  markers: { position: { lat: number; lng: number }; icon: { width: number; height: number } | null }[];
  setCenter: number;
}
const fakeRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeMaps?: FakeRecord }).__fakeMaps ?? null);
const mapState = (page: Page, id: string) => page.locator(`#block-${id} .block-map`).getAttribute('data-map-state');

async function open(
  path: string,
  options: { mode?: () => MapsScriptMode; phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; scripts: string[]; chunks: string[] }> {
  const context = await site.browser.newContext(options.phone ? PHONE : { viewport: { width: 1200, height: 800 } });
  const { requests: scripts } = await routeMapsScript(context, options.mode ?? (() => 'serve'));
  const page = await context.newPage();
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/MapBlock-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto(site.server.url + path);
  return { context, page, scripts, chunks };
}

describe('map block (spec media-and-reporting §2–4, §7, §9)', () => {
  it('loads nothing until a map nears the viewport, then the script once for every map of the page', async () => {
    const { context, page, scripts, chunks } = await open('/maps');
    await expect(mapState(page, 'map-shop')).resolves.toBe('placeholder');
    await expectStaysFor(
      800,
      'no maps script or map chunk before a map nears the viewport',
      () => [scripts.length, chunks.length],
      [0, 0],
    );

    await page.locator('#block-map-shop').scrollIntoViewIfNeeded();
    await page.locator('#block-map-store').scrollIntoViewIfNeeded();
    await expect.poll(() => mapState(page, 'map-shop')).toBe('ready');
    await expect.poll(() => mapState(page, 'map-store')).toBe('ready');
    expect(scripts).toHaveLength(1);

    // The loader's URL: version 3, the callback, the key (base64 in the page context, decoded), the locale.
    const url = new URL(scripts[0]!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '3',
      key: MAPS_TEST_KEY,
      callback: '__siteMapsReady',
      language: 'en',
      region: 'GB',
    });
    const pageContext = JSON.parse((await page.locator('#page-context').textContent()) ?? '{}') as {
      googleMapsKey?: string;
    };
    expect(pageContext.googleMapsKey).toBe(Buffer.from(MAPS_TEST_KEY).toString('base64'));

    // One marker per map: at markerLat/markerLng with the dark style's light pin at half size, and at the
    // centre with Google's own marker for the Original style (code 1).
    const record = await fakeRecord(page);
    expect(record?.markers).toHaveLength(2);
    const at = (lat: number) => record!.markers.find((marker) => marker.position.lat === lat);
    expect(at(50.2139)).toMatchObject({ position: { lat: 50.2139, lng: -5.4781 }, icon: { width: 24, height: 32 } });
    expect(at(50.1)).toMatchObject({ position: { lat: 50.1, lng: -5.3 }, icon: null });
    const options = (lat: number) =>
      record!.maps.find((map) => (map.options.center as { lat: number }).lat === lat)?.options;
    expect(options(50.2145)).toMatchObject({ center: { lat: 50.2145, lng: -5.4785 }, zoom: 16 });
    expect(options(50.1)).toMatchObject({ zoom: 12, mapTypeId: 'roadmap', styles: [] });
    await expect(page.locator('#block-map-shop .fake-marker img').boundingBox()).resolves.toMatchObject({
      width: 24,
      height: 32,
    });
    await context.close();
  });

  it('opens the external maps page in a new window on a marker click, only with linkOnClick', async () => {
    const { context, page } = await open('/maps');
    await page.locator('#block-map-shop').scrollIntoViewIfNeeded();
    await expect.poll(() => mapState(page, 'map-shop')).toBe('ready');
    const popup = context.waitForEvent('page');
    await page.locator('#block-map-shop .fake-marker').click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(Object.fromEntries(new URL(opened.url()).searchParams)).toEqual({
      q: 'Harbour & Pine, Quay Street',
      ll: '50.2139,-5.4781',
      z: '16',
    });
    // The second map has linkOnClick off: its marker opens nothing.
    await page.locator('#block-map-store').scrollIntoViewIfNeeded();
    await expect.poll(() => mapState(page, 'map-store')).toBe('ready');
    await page.locator('#block-map-store .fake-marker').click();
    await expectStaysFor(500, 'no window from a marker without linkOnClick', () => context.pages().length, 2);
    await context.close();
  });

  it('shows the failure message after 30 s without the script (not before), and tries again when pressed', async () => {
    let mode: MapsScriptMode = 'stall';
    const context = await site.browser.newContext({ viewport: { width: 1200, height: 800 } });
    const { requests, dropStalled } = await routeMapsScript(context, () => mode);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(site.server.url + '/map-top');
    await expect.poll(() => mapState(page, 'map-first')).toBe('loading');
    expect(requests).toHaveLength(1);
    // From here the page's time moves only as the test says; the pause is set a little ahead, as the page's
    // clock runs on while the test reads it (a loaded machine took over 10 ms).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(28_000);
    await expect(mapState(page, 'map-first')).resolves.toBe('loading');
    await expect(page.locator('.map-retry').count()).resolves.toBe(0);
    await page.clock.runFor(2_000);
    await expect.poll(() => mapState(page, 'map-first')).toBe('failed');
    const retry = page.getByRole('button', { name: 'Unable to load. Try again.' });
    await expect(retry.isVisible()).resolves.toBe(true);
    await expect(page.locator('#block-map-first [role="alert"]').textContent()).resolves.toBe(
      'Unable to load. Try again.',
    );

    // The stalled connection finally drops (else Chromium would hand the retry the same pending request).
    await dropStalled();
    mode = 'serve';
    await page.clock.resume();
    await retry.click();
    await expect.poll(() => mapState(page, 'map-first')).toBe('ready');
    expect(requests).toHaveLength(2);
    await context.close();
  });

  it('redraws around the centre 60 ms after the last of a burst of resizes (option updates debounced)', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1200, height: 800 } });
    await routeMapsScript(context, () => 'serve');
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(site.server.url + '/map-top');
    await expect.poll(() => mapState(page, 'map-first')).toBe('ready');
    // A second observer of the same box tells the test when the browser has delivered a resize.
    await page.evaluate(() => {
      const counter = window as unknown as { __resizes: number };
      counter.__resizes = 0;
      new ResizeObserver(() => counter.__resizes++).observe(document.querySelector('#block-map-first .map-canvas')!);
    });
    const resizes = () => page.evaluate(() => (window as unknown as { __resizes: number }).__resizes);
    await expect.poll(resizes).toBeGreaterThan(0);
    // From here the page's time moves only as the test says; the pause is set a little ahead, as the page's
    // clock runs on while the test reads it (10 ms ahead was behind it by then on a loaded machine).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(100);
    const settled = (await fakeRecord(page))!.setCenter;
    for (const width of ['900px', '700px', '500px']) {
      const before = await resizes();
      await page.evaluate((w) => {
        (document.querySelector('#block-map-first .block-map') as HTMLElement).style.width = w;
      }, width);
      await expect.poll(resizes).toBeGreaterThan(before);
      await page.clock.runFor(30);
    }
    // 30 ms after the last resize: nothing yet; 60 ms after it, one redraw for the whole burst.
    await expect(fakeRecord(page).then((r) => r!.setCenter)).resolves.toBe(settled);
    await page.clock.runFor(29);
    await expect(fakeRecord(page).then((r) => r!.setCenter)).resolves.toBe(settled);
    await page.clock.runFor(1);
    await expect.poll(() => fakeRecord(page).then((r) => r!.setCenter)).toBe(settled + 1);
    await context.close();
  });

  it('keeps its box from placeholder to map, and is no wider than a phone (412x823)', async () => {
    const { context, page } = await open('/map-top', { phone: true });
    const box = page.locator('#block-map-first .map-box');
    const before = await box.boundingBox();
    await expect.poll(() => mapState(page, 'map-first')).toBe('ready');
    const after = await box.boundingBox();
    expect(after).toEqual(before);
    expect(after!.width).toBeLessThanOrEqual(412);
    // The ratio (1.5), or the 300 px a phone needs for the address card.
    expect(after!.height).toBeCloseTo(Math.max(after!.width / 1.5, 300), 0);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await context.close();
  });
});
