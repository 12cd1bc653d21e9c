import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { readRecords } from '../collectors/readRecords';

const site = useSiteServer();

// The server is the oracle: what it stored, read from its own database. A read that fails says why (it
// used to read as no records at all).
function storedButtonRecords(databaseFile: string): Array<{ kind: string; payload: Record<string, unknown> }> {
  return [...readRecords(databaseFile, 'census.button-render'), ...readRecords(databaseFile, 'census.button-click')];
}

describe('buttons block census (spec visitor-runtime §7)', () => {
  it('counts each button once as rendered and the clicked one once as clicked, with the spec fields', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/');
    await page.waitForSelector('[data-island="buttons"][data-hydrated="true"]');
    await page.locator('.block-buttons a', { hasText: 'Commission a piece' }).click();
    await page.waitForURL(/\/contact$/);
    // The home page's records: /contact, where the click leads, has buttons of its own that count there.
    const homeRecords = () => storedButtonRecords(site.server.databaseFile).filter((r) => r.payload.context === '/');
    await expect.poll(() => homeRecords().length, { timeout: 20_000 }).toBe(4);
    const records = homeRecords();
    const renders = records
      .filter((r) => r.kind === 'census.button-render')
      .map((r) => r.payload.id)
      .sort();
    expect(renders).toEqual(['home-buttons-blog', 'home-buttons-contact', 'home-buttons-store']);
    const clicks = records.filter((r) => r.kind === 'census.button-click').map((r) => r.payload);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      id: 'home-buttons-contact',
      buttonText: 'Commission a piece',
      clickthroughUrl: '/contact',
      alignment: 'left',
      size: 'medium',
      newWindow: false,
      context: '/',
    });
    await page.close();
  });
});
