import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';

const site = useSiteServer({ site: 'tests/e2e/blocks/fixtures/cafe.json' });
const DISQUS = 'https://cafe-fixture.disqus.com/count.js';

describe('comments-count script (spec visitor-runtime §7)', () => {
  it("loads the shortname's count.js on the blog's list, which fills each post's count", async () => {
    const page = await site.browser.newPage();
    const requested: string[] = [];
    // Disqus is unreachable from here: its address answers with the test plugin's fake.
    await page.route(/disqus\.com/, async (route) => {
      requested.push(route.request().url());
      const fake = await page.request.get(site.server.url + '/api/test/disqus/count.js');
      await route.fulfill({ response: fake });
    });
    await page.goto(site.server.url + '/journal');
    await expect
      .poll(() => page.locator('.post-comment-count').allInnerTexts())
      .toEqual(['3 Comments', '3 Comments', '3 Comments']);
    await expect(page.locator('.post-comment-count').first().getAttribute('href')).resolves.toBe(
      '/journal/third-post#disqus_thread',
    );
    expect(requested).toEqual([DISQUS]);

    // Pages without a blog list ask Disqus nothing.
    requested.length = 0;
    await page.goto(site.server.url + '/cafe', { waitUntil: 'load' });
    await page.goto(site.server.url + '/journal/first-post', { waitUntil: 'load' });
    expect(requested).toEqual([]);
    await page.close();
  });
});
