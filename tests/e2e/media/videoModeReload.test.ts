import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { useSiteServer } from '../harness/useSiteServer';
import { writeMediaSite } from './writeMediaSite';

const site = useSiteServer({ site: writeMediaSite() });

// The real VideoPlayer, bundled with React for a page of its own by Vite (fixtures/videoModeHarness.tsx).
let bundle = '';
beforeAll(async () => {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Vitest runs with NODE_ENV=test, which would make JSX the development runtime's.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.join(import.meta.dirname, 'fixtures/videoModeHarness.tsx'),
        formats: ['es'],
        fileName: 'harness',
      },
    },
  });
  const [result] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  bundle = result!.output[0].code;
});

interface LogEntry {
  kind: 'load' | 'message';
  provider: string;
}
const loads = async () =>
  ((await (await fetch(`${site.server.url}/api/test/video/log`)).json()) as LogEntry[]).filter((e) => e.kind === 'load')
    .length;

describe('video mode (spec media-and-reporting §4 and §5)', () => {
  it('a mode change reloads the playing video: a new player at the new fit; the same mode keeps it', async () => {
    await fetch(`${site.server.url}/api/test/video/log`, { method: 'DELETE' });
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 800 } });
    // Served from the site's own origin, so the player's address is the fake provider's.
    await page.route(`${site.server.url}/video-mode-harness`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html><body><div id="root"></div><script type="module">${bundle.replace(/<\/script/g, '<\\/script')}</script></body></html>`,
      }),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.server.url}/video-mode-harness`);
    await expect.poll(() => errors.join('\n') || page.locator('.video-box').count()).toBe(1);
    const box = page.locator('.video-box');
    await expect(box.getAttribute('class')).resolves.toContain('video-mode-fit');
    await page.locator('button.video-play').click();
    await expect.poll(loads).toBe(1);
    await expect(box.getAttribute('data-stage')).resolves.toBe('playing');
    await page.locator('iframe.video-player').evaluate((frame) => frame.setAttribute('data-first', 'true'));

    await page.locator('button.mode-fill').click();
    await expect.poll(() => box.getAttribute('class')).toContain('video-mode-fill');
    await expect.poll(loads).toBe(2);
    // Another player element, not the first one kept; still playing.
    await expect(page.locator('iframe.video-player').count()).resolves.toBe(1);
    await expect(page.locator('iframe.video-player').getAttribute('data-first')).resolves.toBeNull();
    await expect(box.getAttribute('data-stage')).resolves.toBe('playing');

    // Choosing the mode it already has is no change: no reload.
    await page.locator('button.mode-fill').click();
    await new Promise((r) => setTimeout(r, 500));
    await expect(loads()).resolves.toBe(2);
    await page.close();
  });
});
