import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEXT_SHRINK, TOOLTIP } from '../../../src/shared/constants/limits';
import { useSiteServer } from '../harness/useSiteServer';
import { expectStaysFor } from '../harness/holdFor';
import { writeDemoVariant } from '../harness/writeDemoVariant';
import { PHONE } from '../harness/phone';

const LONG_WORD = 'Saltglazedstonewareworkshopnotes';
const POST_TIME = Date.parse('2026-01-10T12:00:00Z');

// A page with every page feature, and a journal post published at POST_TIME (the clock is set around it).
const site = useSiteServer({
  site: writeDemoVariant((site) => {
    (site.websiteSettings.popupOverlay as Record<string, unknown>).style = 'none';
    const spacer = (id: string) => ({ type: 'spacer', id, data: { heightPx: 400 } });
    site.pages.push({
      id: 'features',
      path: '/features',
      title: 'Features',
      pageType: 2,
      showInNavigation: false,
      sections: [
        {
          id: 'top',
          blocks: [
            { type: 'heading', id: 'top-heading', data: { text: 'On screen' }, animation: { threshold: 1 } },
            { type: 'heading', id: 'long-heading', data: { text: LONG_WORD, level: 1, shrink: true } },
            {
              type: 'buttons',
              id: 'tip-buttons',
              data: {
                buttons: [{ id: 'tip', text: 'Opening hours', url: '/contact', tooltip: 'Open daily from 9 to 5.' }],
              },
            },
          ],
        },
        { id: 'gap', blocks: [spacer('gap-1'), spacer('gap-2'), spacer('gap-3'), spacer('gap-4')] },
        {
          id: 'below',
          blocks: [
            {
              type: 'text',
              id: 'half-text',
              data: { paragraphs: ['Half of me must show.'] },
              animation: { style: 'scale', threshold: 0.5, durationS: 0.3 },
            },
            spacer('gap-5'),
            {
              type: 'image',
              id: 'slow-image',
              data: { src: '/images/gallery-07.svg', alt: 'Slow', dimensions: '800x600' },
              animation: { threshold: 0 },
            },
          ],
        },
      ],
    });
    const journal = (site.collections as { id: string; items: { publishedOn?: string }[] }[]).find(
      (c) => c.id === 'journal',
    )!;
    journal.items[0]!.publishedOn = new Date(POST_TIME).toISOString();
  }),
});

const classesOf = (page: Page, id: string) =>
  page.locator(`#block-${id}`).evaluate((e) => [...e.classList].filter((c) => c.startsWith('animation-')).sort());

async function openFeatures(page: Page): Promise<void> {
  await page.goto(site.server.url + '/features');
  await page.locator('#page-features[data-started="true"]').waitFor({ state: 'attached' });
}

describe('block animations (visitor-runtime §4, §9)', () => {
  it('marks blocks once visible at their threshold, waiting for a loading image inside', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 700 } });
    let releaseImage = () => {};
    const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
    await page.route('**/images/gallery-07.svg', async (route) => {
      await imageHeld;
      await route.continue();
    });
    await openFeatures(page);
    // On screen from the start: marked without ever being hidden.
    await expect.poll(() => classesOf(page, 'top-heading')).toEqual(['animation-loaded']);
    await expect.poll(() => classesOf(page, 'half-text')).toEqual(['animation-pending']);
    // Hidden (it faded out off screen), scaled to 0.94.
    await expect
      .poll(() =>
        page.locator('#block-half-text').evaluate((e) => [getComputedStyle(e).opacity, getComputedStyle(e).transform]),
      )
      .toEqual(['0', 'matrix(0.94, 0, 0, 0.94, 0, 0)']);
    await expect(
      page.locator('#block-half-text').evaluate((e) => getComputedStyle(e).transitionDuration),
    ).resolves.toBe('0.3s, 0.3s');
    // A quarter in view is not half.
    const box = (await page.locator('#block-half-text').boundingBox())!;
    await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height * 0.25 - 700);
    await expectStaysFor(400, 'a quarter visible is under the 0.5 threshold', () => classesOf(page, 'half-text'), [
      'animation-pending',
    ]);
    await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height * 0.9 - 700);
    await expect.poll(() => classesOf(page, 'half-text')).toEqual(['animation-loaded']);
    // The image block is in view but its image is still loading.
    await page.locator('#block-slow-image').scrollIntoViewIfNeeded();
    await expectStaysFor(500, 'waits for the image inside', () => classesOf(page, 'slow-image'), ['animation-pending']);
    releaseImage();
    await expect.poll(() => classesOf(page, 'slow-image')).toEqual(['animation-loaded']);
    await page.close();
  });

  it('does nothing with reduced motion: every block shows as it is', async () => {
    const context = await site.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    await openFeatures(page);
    await expectStaysFor(800, 'no animation with reduced motion', () => classesOf(page, 'half-text'), []);
    await expect(page.locator('#block-half-text').evaluate((e) => getComputedStyle(e).opacity)).resolves.toBe('1');
    await context.close();
  });
});

describe('text shrink (media-and-reporting §9)', () => {
  const fontSize = (page: Page) =>
    page.locator('#block-long-heading h1').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  const fits = (page: Page) => page.locator('#block-long-heading h1').evaluate((e) => e.scrollWidth <= e.clientWidth);

  it('shrinks an overflowing heading on a phone, not under 11 px, and again after a resize', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await openFeatures(page);
    await page.locator('#block-long-heading h1[data-text-shrunk]').waitFor({ state: 'attached' });
    const small = await fontSize(page);
    expect(small).toBeGreaterThanOrEqual(TEXT_SHRINK.MIN_FONT_SIZE_PX);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(412);
    await page.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => fontSize(page)).toBeLessThan(small);
    await expect.poll(() => fontSize(page)).toBeGreaterThanOrEqual(TEXT_SHRINK.MIN_FONT_SIZE_PX);
    await context.close();
  });

  it('leaves a heading that fits as it is', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openFeatures(page);
    await expect.poll(() => fits(page)).toBe(true);
    await expectStaysFor(300, 'no shrink at 1440 px', () => page.locator('[data-text-shrunk]').count(), 0);
    await page.close();
  });
});

describe('relative times on posts (media-and-reporting §9)', () => {
  it("reads 'just now', then 'about N seconds ago' refreshed every 5 s, then the date", async () => {
    const page = await site.browser.newPage();
    // The page's clock starts 30 s before the post (a time a little ahead reads 'just now' too): at
    // POST_TIME itself, a page that took over a second to load read 'about 1 seconds ago'.
    await page.clock.install({ time: POST_TIME - 30_000 });
    await page.goto(site.server.url + '/blog');
    const time = page.locator('time[data-relative-time]').first();
    const rendered = 'January 10, 2026';
    await expect.poll(() => time.textContent()).toBe('just now');
    await page.clock.pauseAt(POST_TIME + 20_000);
    await page.clock.runFor(5000);
    const first = Number(/^about (\d+) seconds ago$/.exec((await time.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThanOrEqual(15);
    expect(first).toBeLessThan(26);
    // The next refresh comes 5 s later.
    await page.clock.runFor(5000);
    await expect(time.textContent()).resolves.toBe(`about ${first + 5} seconds ago`);
    await page.clock.runFor(40_000);
    await expect(time.textContent()).resolves.toBe(rendered);
    await page.close();
  });

  it('warns on the console about an invalid date and leaves its text', async () => {
    const page = await site.browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const time = document.createElement('time');
        time.dataset.relativeTime = '';
        time.setAttribute('datetime', 'not a date');
        time.textContent = 'Someday';
        time.id = 'bad-time';
        document.querySelector('main')?.append(time);
      }),
    );
    await page.goto(site.server.url + '/blog');
    await expect.poll(() => warnings.some((w) => w.includes('Invalid date') && w.includes('not a date'))).toBe(true);
    await expect(page.locator('#bad-time').textContent()).resolves.toBe('Someday');
    await page.close();
  });
});

describe('tooltips (media-and-reporting §9)', () => {
  const tooltip = (page: Page) => page.locator('#site-tooltip');

  it('shows after 1200 ms of hover, 250 px wide, 15 px from the cursor, fading in over 0.3 s', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 700 } });
    await openFeatures(page);
    await page.locator('#site-tooltip').waitFor({ state: 'attached' });
    const button = (await page.getByRole('link', { name: 'Opening hours' }).boundingBox())!;
    const cursor = { x: Math.round(button.x + 10), y: Math.round(button.y + 10) };
    await page.mouse.move(cursor.x, cursor.y);
    const started = Date.now();
    await page.locator('#site-tooltip:popover-open').waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TOOLTIP.SHOW_DELAY_MS - 100);
    await expect(tooltip(page).textContent()).resolves.toBe('Open daily from 9 to 5.');
    const box = (await tooltip(page).boundingBox())!;
    expect(box.width).toBe(TOOLTIP.WIDTH_PX);
    expect(box.x).toBe(cursor.x + TOOLTIP.CURSOR_OFFSET_PX);
    expect(box.y).toBe(cursor.y + TOOLTIP.CURSOR_OFFSET_PX);
    await expect(tooltip(page).evaluate((t) => getComputedStyle(t).transitionDuration)).resolves.toBe('0.3s');
    await expect(page.getByRole('link', { name: 'Opening hours' }).getAttribute('aria-describedby')).resolves.toBe(
      'site-tooltip',
    );
    await page.mouse.move(900, 650);
    await expect.poll(() => page.locator('#site-tooltip:popover-open').count()).toBe(0);
    await page.close();
  });

  it('keeps 20 px from the viewport edge', async () => {
    const page = await site.browser.newPage({ viewport: { width: 360, height: 700 } });
    await openFeatures(page);
    const button = (await page.getByRole('link', { name: 'Opening hours' }).boundingBox())!;
    await page.mouse.move(button.x + button.width - 2, button.y + 5);
    await page.locator('#site-tooltip:popover-open').waitFor({ timeout: 5000 });
    const box = (await tooltip(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360 - TOOLTIP.EDGE_MARGIN_PX);
    expect(box.x).toBeGreaterThanOrEqual(TOOLTIP.EDGE_MARGIN_PX);
    await page.close();
  });

  it('shows on keyboard focus and hides on Escape through the closable registry', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 700 } });
    await openFeatures(page);
    await page.locator('#site-tooltip').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Opening hours' }).focus();
    await page.locator('#site-tooltip:popover-open').waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#site-tooltip:popover-open').count()).toBe(0);
    // Escape closed the tooltip only: the page's shortcut (login) did not act.
    await expect(page.locator('.owner-login-root').count()).resolves.toBe(0);
    await page.close();
  });
});
