import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { writeDemoVariant } from '../harness/writeDemoVariant';

// Spec media-and-reporting §4: gallery autoplay pauses while a video slide plays. The slides are provider
// players in frames, heard through each provider's message API (YouTube enablejsapi / onStateChange, Vimeo
// play / pause events); the harness's fake players speak those protocols, and only to a page that subscribed.
const slideshow = (id: string, url: string) => ({
  type: 'gallery',
  id,
  data: {
    design: 'slideshow',
    mixedContent: true,
    autoplay: true,
    'autoplay-duration': 1,
    slides: [
      {
        id: `${id}-clip`,
        type: 'video',
        src: '/images/gallery-08.jpg',
        alt: 'Clip',
        dimensions: '2400x1800',
        video: { url },
      },
      { id: `${id}-harbour`, src: '/images/gallery-01.jpg', alt: 'Harbour', dimensions: '2400x1800' },
    ],
  },
});
const site = useSiteServer({
  site: writeDemoVariant((demo) => {
    demo.pages.push({
      id: 'autoplay-videos',
      path: '/autoplay-videos',
      title: 'Autoplay videos',
      pageType: 2,
      sections: [
        {
          id: 'autoplay-videos-s',
          blocks: [
            slideshow('g-vimeo', 'https://vimeo.com/76979871'),
            slideshow('g-youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
          ],
        },
      ],
    });
  }),
});

async function playerFrame(page: Page, gallery: string): Promise<Frame> {
  const handle = await page.locator(`#block-${gallery} iframe.video-player`).elementHandle();
  return (await handle.contentFrame())!;
}

describe('gallery autoplay and provider video slides', () => {
  it.each([['g-vimeo'], ['g-youtube']])(
    '%s: waits while the player says it plays, goes on once it pauses',
    async (id) => {
      const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
      await page.goto(`${site.server.url}/autoplay-videos`);
      const gallery = page.locator(`#block-${id}`);
      await gallery.scrollIntoViewIfNeeded();
      await expect.poll(() => gallery.locator('[data-autoplay]').first().getAttribute('data-autoplay')).toBe('running');
      // Autoplay may have moved on: come back to the video slide, then press play.
      await expect
        .poll(
          async () => {
            const play = gallery.locator('button.video-play');
            if (await play.isVisible()) await play.click().catch(() => undefined);
            return gallery.locator('.video-box').first().getAttribute('data-stage');
          },
          { timeout: 15_000 },
        )
        .toBe('playing');
      // The mouse leaves the gallery (under a mouse autoplay pauses anyway).
      await page.mouse.move(1, 1);
      const frame = await playerFrame(page, id);
      // The player subscribed; it says it plays: autoplay holds.
      await expect
        .poll(() => frame.evaluate(() => (window as unknown as { report: (s: string) => boolean }).report('play')))
        .toBe(true);
      await expect
        .poll(() => gallery.locator('.video-box').first().getAttribute('data-provider-state'))
        .toBe('playing');
      await expect(gallery.locator('[data-autoplay]').first().getAttribute('data-autoplay')).resolves.toBe('paused');
      // Paused in the player: autoplay runs again and moves to the next slide.
      await frame.evaluate(() => (window as unknown as { report: (s: string) => boolean }).report('pause'));
      await expect
        .poll(() => gallery.locator('.video-box').first().getAttribute('data-provider-state'))
        .toBe('stopped');
      await expect.poll(() => gallery.locator('[data-autoplay]').first().getAttribute('data-autoplay')).toBe('running');
      await page.close();
    },
  );
});
