import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';

const site = useSiteServer({ site: 'tests/e2e/blocks/fixtures/cafe.json' });

const titles = (page: import('playwright-core').Page, block: string) =>
  page.locator(`#block-${block} .summary-title`).allInnerTexts();

describe('summary blocks (spec visitor-runtime §7, media-and-reporting §3)', () => {
  it('renders the four designs with their variant ids and published posts, newest first, without script', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.server.url + '/news');
    const variants = await page
      .locator('.summary')
      .evaluateAll((all) => all.map((s) => [s.getAttribute('data-design'), s.getAttribute('data-variant-id')]));
    expect(variants).toEqual([
      ['wall', '1005'],
      ['carousel', '1006'],
      ['list', '1007'],
      ['grid', '1008'],
    ]);
    await expect(titles(page, 'sum-wall')).resolves.toEqual(['Third post', 'Second post', 'First post']);
    // pageSize 2.
    await expect(titles(page, 'sum-list')).resolves.toEqual(['Third post', 'Second post']);
    await expect(page.locator('#block-sum-grid .summary-excerpt').count()).resolves.toBe(0);
    await expect(page.locator('#block-sum-wall a[href="/journal/third-post"]').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it("asks GetWidgetRendering with a form-encoded widgetJSON and puts data.html in place of the block's content", async () => {
    const page = await site.browser.newPage();
    // A page from a cache older than the collection: the server's HTML is edited on its way to the browser,
    // the newest post's title changed. The block's call to the real server must bring the current one back.
    await page.route(site.server.url + '/news', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll('Third post', 'Stale post') });
    });
    const posted: { contentType: string | null; widget: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/api/widget/GetWidgetRendering')) return;
      const widget = JSON.parse(new URLSearchParams(request.postData() ?? '').get('widgetJSON') ?? 'null');
      posted.push({ contentType: request.headers()['content-type'] ?? null, widget });
    });
    await page.goto(site.server.url + '/news');
    await expect(titles(page, 'sum-grid')).resolves.toEqual(['Stale post', 'Second post', 'First post']);
    await page.locator('#block-sum-grid').scrollIntoViewIfNeeded();
    await expect.poll(() => titles(page, 'sum-grid')).toEqual(['Third post', 'Second post', 'First post']);
    const grid = posted.find((p) => p.widget.id === 'sum-grid');
    expect(grid?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(grid?.widget).toMatchObject({
      type: 'summary',
      id: 'sum-grid',
      collectionId: 'journal',
      value: { collectionId: 'journal', design: 'grid', showExcerpt: false },
    });
    await page.close();
  });

  it('answers a bad widgetJSON with 400 naming the field', async () => {
    const page = await site.browser.newPage();
    const post = (form: Record<string, string>) =>
      page.request.post(site.server.url + '/api/widget/GetWidgetRendering', { form });
    const notJson = await post({ widgetJSON: '{nope' });
    expect(notJson.status()).toBe(400);
    expect((await notJson.json()).fields).toEqual({ '$.widgetJSON': 'expected JSON' });
    const missing = await post({});
    expect(missing.status()).toBe(400);
    expect(Object.keys((await missing.json()).fields)).toEqual(['$.widgetJSON']);
    const badDesign = await post({
      widgetJSON: JSON.stringify({
        type: 'summary',
        id: 'x',
        value: { collectionId: 'journal', design: 'mosaic' },
        collectionId: 'journal',
      }),
    });
    expect(badDesign.status()).toBe(400);
    expect(Object.keys((await badDesign.json()).fields)).toEqual(['$.widgetJSON.value.design']);
    const unknown = await post({
      widgetJSON: JSON.stringify({ type: 'summary', id: 'x', value: { collectionId: 'nope' }, collectionId: 'nope' }),
    });
    expect(unknown.status()).toBe(400);
    expect(Object.keys((await unknown.json()).fields)).toEqual(['$.widgetJSON.collectionId']);
    await page.close();
  });
});
