import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { writeMediaSite } from './writeMediaSite';
import { PHONE } from '../harness/phone';

const site = useSiteServer({ site: writeMediaSite() });

interface LogEntry {
  kind: 'load' | 'message';
  provider: string;
  id: string;
  query?: string;
  data?: unknown;
  origin?: string;
}

async function readLog(): Promise<LogEntry[]> {
  return (await fetch(`${site.server.url}/api/test/video/log`)).json() as Promise<LogEntry[]>;
}
async function clearLog(): Promise<void> {
  await fetch(`${site.server.url}/api/test/video/log`, { method: 'DELETE' });
}
const allMessagesTo = async (provider: string) =>
  (await readLog())
    .filter((e) => e.kind === 'message' && e.provider === provider)
    .map((e) => JSON.parse(String(e.data)) as Record<string, unknown>);
// Asking to hear the player's state (YouTube "listening", Vimeo addEventListener) is apart from the commands.
const isSubscription = (m: Record<string, unknown>) => m.event === 'listening' || m.method === 'addEventListener';
const messagesTo = async (provider: string) => (await allMessagesTo(provider)).filter((m) => !isSubscription(m));

async function openVideos(): Promise<{ page: Page; requests: string[] }> {
  await clearLog();
  const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${site.server.url}/videos`);
  return { page, requests };
}
const block = (page: Page, id: string) => page.locator(`#block-${id}`);

describe('video blocks', () => {
  it('request nothing from a provider before the click, then load the player and post play', async () => {
    const { page, requests } = await openVideos();
    // Scroll past every video and hover each one: its code hydrates, still nothing from the provider.
    for (const id of ['v-youtube', 'v-vimeo', 'v-wistia', 'v-animoto']) {
      await block(page, id).scrollIntoViewIfNeeded();
      await block(page, id).hover();
    }
    await expect.poll(() => block(page, 'v-youtube').getAttribute('data-hydrated')).toBe('true');
    await page.waitForLoadState('networkidle');
    const origin = new URL(site.server.url).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(requests.filter((url) => url.includes('/api/test/video/player/'))).toEqual([]);
    expect(await readLog()).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    await block(page, 'v-youtube').locator('button.video-play').click();
    await expect.poll(() => messagesTo('YouTube')).toEqual([{ event: 'command', func: 'playVideo', args: [] }]);
    expect((await allMessagesTo('YouTube')).filter(isSubscription)).toEqual([
      { event: 'listening', id: 'gallery-video' },
    ]);
    const load = (await readLog()).find((e) => e.kind === 'load' && e.provider === 'YouTube');
    expect(load).toMatchObject({ id: 'dQw4w9WgXcQ' });
    expect(load?.query).toContain('enablejsapi=1');
    expect(load?.query).toContain('autoplay=1');
    expect((await readLog()).find((e) => e.kind === 'message')?.origin).toBe(origin);
    await expect(block(page, 'v-youtube').locator('.video-poster').count()).resolves.toBe(0);
    await page.close();
  });

  it('keeps the unlisted Vimeo hash; playing one returns the others to their poster, paused by message', async () => {
    const { page } = await openVideos();
    await block(page, 'v-youtube').locator('button.video-play').click();
    await expect.poll(() => messagesTo('YouTube')).toHaveLength(1);

    await block(page, 'v-vimeo').locator('button.video-play').click();
    await expect.poll(() => messagesTo('Vimeo')).toEqual([{ method: 'play' }]);
    const vimeoLoad = (await readLog()).find((e) => e.kind === 'load' && e.provider === 'Vimeo');
    expect(new URLSearchParams(vimeoLoad?.query).get('h')).toBe('8272103f6e');
    // YouTube got pause and shows its poster again, its player kept (play resumes it, no reload).
    await expect.poll(() => messagesTo('YouTube')).toContainEqual({ event: 'command', func: 'pauseVideo', args: [] });
    await expect(block(page, 'v-youtube').locator('.video-box').getAttribute('data-stage')).resolves.toBe('paused');
    await expect(block(page, 'v-youtube').locator('button.video-play').isVisible()).resolves.toBe(true);

    // Wistia takes no messages: Vimeo is paused by message, and Wistia is unloaded when Animoto starts.
    await block(page, 'v-wistia').locator('button.video-play').click();
    await expect.poll(() => messagesTo('Vimeo')).toEqual([{ method: 'play' }, { method: 'pause' }]);
    await expect.poll(() => block(page, 'v-wistia').locator('iframe').count()).toBe(1);
    await block(page, 'v-animoto').locator('button.video-play').click();
    await expect.poll(() => block(page, 'v-wistia').locator('iframe').count()).toBe(0);
    await expect(block(page, 'v-wistia').locator('button.video-play').isVisible()).resolves.toBe(true);
    expect(await messagesTo('Wistia')).toEqual([]);
    const animotoLoad = async () => (await readLog()).find((e) => e.kind === 'load' && e.provider === 'Animoto');
    await expect.poll(async () => (await animotoLoad())?.query).toBe('?autostart=true');

    // Play on the paused YouTube video resumes it by message, without loading its player again.
    await block(page, 'v-youtube').locator('button.video-play').click();
    await expect.poll(() => messagesTo('YouTube')).toHaveLength(3);
    expect((await messagesTo('YouTube')).at(-1)).toEqual({ event: 'command', func: 'playVideo', args: [] });
    expect((await readLog()).filter((e) => e.kind === 'load' && e.provider === 'YouTube')).toHaveLength(1);
    await page.close();
  });

  // A tap on a video whose island is still hydrating reaches its play handler before the island's effects
  // have run; the other video must still return to its poster. The tap lands at a few points of the hydration
  // (after 0, 1 and 2 microtasks once React has taken the button), three times each.
  it('returns the playing video to its poster when another is tapped while it hydrates', async () => {
    const stages: string[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const { page } = await openVideos();
      await block(page, 'v-vimeo').locator('button.video-play').click();
      await expect.poll(() => block(page, 'v-vimeo').locator('iframe').count()).toBe(1);
      await page.evaluate(async (microtasks) => {
        const button = document.querySelector<HTMLButtonElement>('#block-v-wistia button.video-play')!;
        button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        const taken = () => Object.keys(button).some((key) => key.startsWith('__reactFiber'));
        while (!taken()) await new Promise((resolve) => setTimeout(resolve, 0));
        for (let i = 0; i < microtasks; i++) await Promise.resolve();
        button.click();
      }, attempt % 3);
      await expect.poll(() => block(page, 'v-wistia').locator('iframe').count()).toBe(1);
      stages.push(`${attempt}: ${await block(page, 'v-vimeo').locator('.video-box').getAttribute('data-stage')}`);
      await page.close();
    }
    expect(stages).toEqual([...Array(9).keys()].map((attempt) => `${attempt}: paused`));
  });

  it('plays with Enter or Space on the play button', async () => {
    const { page } = await openVideos();
    await block(page, 'v-youtube').locator('button.video-play').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => block(page, 'v-youtube').locator('iframe').count()).toBe(1);
    await block(page, 'v-wistia').locator('button.video-play').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => block(page, 'v-wistia').locator('iframe').count()).toBe(1);
    await page.close();
  });

  it('keeps the default 56.3 % box, an embed’s own size, and shows invalid embeds as such', async () => {
    const { page } = await openVideos();
    const ratio = (id: string) =>
      block(page, id)
        .locator('.video-box')
        .evaluate((box) => box.getBoundingClientRect().height / box.getBoundingClientRect().width);
    expect(await ratio('v-youtube')).toBeCloseTo(0.563, 2);
    expect(await ratio('v-animoto')).toBeCloseTo(0.75, 2);
    await expect(block(page, 'v-invalid').textContent()).resolves.toContain('Invalid video embed.');
    expect(await ratio('v-invalid')).toBeCloseTo(0.65, 2);
    expect(await ratio('v-invalid-ratio')).toBeCloseTo(0.5, 2);
    await expect(block(page, 'v-invalid').locator('button').count()).resolves.toBe(0);
    await page.close();
  });

  it('plays a gallery video slide from its poster', async () => {
    const { page } = await openVideos();
    const gallery = block(page, 'v-gallery');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.locator('img[src="/images/gallery-08.jpg"]').count()).resolves.toBe(1);
    await gallery.locator('button.video-play').click();
    await expect
      .poll(async () => (await readLog()).filter((e) => e.provider === 'Vimeo' && e.id === '1084537'))
      .toContainEqual(expect.objectContaining({ kind: 'message', data: JSON.stringify({ method: 'play' }) }));
    await page.close();
  });

  it('returns a playing gallery video to its poster, paused by message, when its slide leaves the view', async () => {
    const { page } = await openVideos();
    const gallery = block(page, 'v-slideshow');
    await gallery.scrollIntoViewIfNeeded();
    await gallery.locator('button.video-play').click();
    const box = gallery.locator('.video-box');
    await expect.poll(() => box.getAttribute('data-stage')).toBe('playing');
    await expect.poll(() => messagesTo('Vimeo')).toContainEqual({ method: 'play' });
    await gallery.locator('button.gallery-next').click();
    await expect.poll(() => box.getAttribute('data-stage')).toBe('paused');
    await expect.poll(() => messagesTo('Vimeo')).toContainEqual({ method: 'pause' });
    await expect(gallery.locator('button.video-play').count()).resolves.toBe(1);
    await page.close();
  });

  it('fits a phone screen without scrolling sideways', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/videos`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await block(page, 'v-youtube').locator('button.video-play').tap();
    await expect.poll(() => block(page, 'v-youtube').locator('iframe').count()).toBe(1);
    await context.close();
  });
});
