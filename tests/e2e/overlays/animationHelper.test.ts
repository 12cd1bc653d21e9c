import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';

const site = useSiteServer();

describe('the animation helper of the public API (media-and-reporting §5)', () => {
  it('throws the spec messages for a step that is not a function or a duration that is not finite', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/contact');
    await page.waitForFunction(() => window.SiteRuntime !== undefined);
    const thrown = await page.evaluate(() => {
      const attempt = (call: () => unknown) => {
        try {
          call();
          return 'no error';
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message}`;
        }
      };
      const animate = window.SiteRuntime!.animate as (step: unknown, duration?: unknown) => Promise<void>;
      return [
        attempt(() => animate('not a function', 100)),
        attempt(() => animate(() => undefined, Number.NaN)),
        attempt(() => animate(() => undefined, '300')),
      ];
    });
    expect(thrown).toEqual([
      'TypeError: first parameter must be a function',
      'TypeError: duration must be a finite number',
      'TypeError: duration must be a finite number',
    ]);
    await page.close();
  });

  it('steps from 0 towards 1 each frame, ends with exactly 1, and runs 300 ms without a duration', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/contact');
    await page.waitForFunction(() => window.SiteRuntime !== undefined);
    const run = await page.evaluate(async () => {
      const steps: { progress: number; at: number }[] = [];
      const started = performance.now();
      // The frame's own time, as the helper sees it: performance.now() would add however long the frame's
      // earlier callbacks ran.
      await window.SiteRuntime!.animate((progress) =>
        steps.push({ progress, at: document.timeline.currentTime as number }),
      );
      return { steps, started };
    });
    const progress = run.steps.map((step) => step.progress);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(1);
    expect(progress.slice(0, -1).every((value) => value >= 0 && value < 1)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // The last step comes once the default 300 ms have passed since the first frame (frame times are floats:
    // 18 frames at 60 Hz may read 299.9999999999991 ms).
    expect(run.steps.at(-1)!.at - run.steps[0]!.at).toBeGreaterThan(300 - 0.001);
    expect(run.steps.at(-2)!.at - run.steps[0]!.at).toBeLessThan(300 - 0.001);
    await page.close();
  });
});
