import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDemoApp, openDemoApp, type DemoApp } from '../demoApp';

// Lighthouse's SEO audit "Links do not have descriptive text" reads each link's text (not its aria-label) and
// fails the ones that say nothing out of context; screen readers' link lists read the same text.
const GENERIC = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'this',
  'start',
  'right here',
  'more',
  'learn more',
  'read more',
  'continue',
  'link',
  'details',
  'see more',
]);
let demo: DemoApp;
beforeAll(async () => {
  demo = await openDemoApp();
});
afterAll(() => closeDemoApp(demo));

const linkTexts = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&amp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase(),
  );

describe('link text', () => {
  it.each(['/', '/blog', '/store', '/contact'])('on %s says where each link goes', async (url) => {
    const response = await demo.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const texts = linkTexts(response.body);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => GENERIC.has(text))).toEqual([]);
  });

  it('completes "Read more" on the blog with the post title', async () => {
    const html = (await demo.app.inject({ url: '/blog' })).body;
    const readMore = linkTexts(html).filter((text) => text.startsWith('read more'));
    expect(readMore.length).toBeGreaterThan(1);
    for (const text of readMore) expect(text).toMatch(/^read more about \S/);
  });
});
