import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteServer } from '../harness/useSiteServer';
import { distDir } from '../harness/startServer';
import { makeNextDeploy, removeDeploys } from '../harness/makeNextDeploy';
import { waitForStored } from './storedRecords';
import { refuseWorkerStorage } from './pageActions';
import { MAX_HELD_BEFORE_COLLECTORS } from '../../../src/shared/telemetry/pipelineLimits';
import { readRecords } from '../collectors/readRecords';

// Every case of issue 3's proof at once, in a random order fixed by a seed: one visitor with up to three
// tabs makes records in bursts and trickles (before and after the collectors load), follows links, goes
// back into the back/forward cache, closes tabs at once, while the server is stopped (SIGTERM or SIGKILL)
// and started again, answers 503, 500 or 429 for a while, the browser goes offline, and a deploy brings a
// new service worker and new chunk names (so pages loaded before it cannot load the chunks they have not yet). Then one more visit;
// every record made must be stored, once. A soak of this kind found the collectors' stub keeping only the
// first 100 track() calls made before they load (startCollectors.ts).
const site = useSiteServer({
  env: process.env.CHAOS_VERBOSE ? { LOG_LEVEL: 'info' } : {},
  browser: { ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});
afterAll(removeDeploys);

// The suite runs seed 3, and seed 27 with every page's telemetry worker meeting an IndexedDB that refuses to
// write (a full disk), so that records leave from the worker's memory (that run found the stash's resend
// waiting for a next page that never came). CHAOS_SEED and CHAOS_STEPS run other orders by hand, both ways;
// with CHAOS_REFUSE_STORAGE=1, only with storage refused. CHAOS_VERBOSE=1 prints the steps, what each made
// and which records were lost, and keeps the server's request log and the steps of a failing run.
const RUNS = [
  ...(process.env.CHAOS_REFUSE_STORAGE ? [] : [{ seed: Number(process.env.CHAOS_SEED ?? 3), refuseStorage: false }]),
  { seed: Number(process.env.CHAOS_SEED ?? 27), refuseStorage: true },
];
const STEPS = Number(process.env.CHAOS_STEPS ?? 120);
const PATHS = ['/', '/gallery', '/store', '/blog', '/contact', '/store/oak-stool', '/blog/salt-glaze'];

function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    below: (n: number) => Math.floor(next() * n),
  };
}

// Makes records [from, from + count) of `marker` in one task; false when the page had no runtime to take them (an
// error page while offline, a page mid-navigation), so they count as never made. Until the collectors have
// loaded, their stub holds MAX_HELD_BEFORE_COLLECTORS track() calls a page and counts those beyond as
// dropped: a page makes no more than that before they load (a chunk fetched under half a second ago may not
// have run yet).
async function track(page: Page, marker: string, from: number, count: number): Promise<boolean> {
  return page
    .evaluate(
      ({ marker, from, count, hold }) => {
        if (!window.SiteRuntime) return false;
        // Until the collectors' chunk has run, the stub holds the calls; where it failed to load, it lets them go.
        const chunk = performance
          .getEntriesByType('resource')
          .find((e): e is PerformanceResourceTiming => /runCollectors-[^/]*\.js$/.test(e.name));
        if (!chunk || chunk.responseStatus !== 200 || performance.now() - chunk.responseEnd < 500) {
          const state = window as unknown as { chaosHeld?: number };
          if ((state.chaosHeld ?? 0) + count > hold) return false;
          state.chaosHeld = (state.chaosHeld ?? 0) + count;
        }
        for (let i = from; i < from + count; i++) window.SiteRuntime.track(marker, { marker, i });
        return true;
      },
      { marker, from, count, hold: MAX_HELD_BEFORE_COLLECTORS },
    )
    .catch(() => false);
}

// Playwright applies setOffline and routes to each page of the context; a page that closed a moment before
// can make that fail ("Session with given id not found", "Target page, context or browser has been closed")
// though the browser is fine: try again.
async function retrying<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
const setOffline = (context: BrowserContext, offline: boolean) => retrying(() => context.setOffline(offline));

describe('telemetry under everything at once', () => {
  for (const { seed: SEED, refuseStorage: refusing } of RUNS)
    it(`stores every record made exactly once (seed ${SEED}, ${STEPS} steps${refusing ? ', storage refused' : ''})`, async () => {
      // Each run's records and deploys are its own: the runs share the server.
      const MARKER = `chaos-${refusing ? 'refused' : 'stored'}-${SEED}-`;
      const run = `${refusing ? 'r' : 's'}${SEED}`;
      const random = createRandom(SEED);
      const context = await site.browser.newContext();
      // Routing stops while a tab closes: Playwright holds a closing page's beacons while its context routes.
      // Stopping it meets the same closed pages as starting it (seed 338, storage refused: "unrouteAll: Target
      // page, context or browser has been closed" with the browser fine).
      const refuseStorage = refusing
        ? async () => {
            const stop = await retrying(() => refuseWorkerStorage(context));
            return () => retrying(stop);
          }
        : null;
      let stopRefusing = await refuseStorage?.();
      const pages: Page[] = [];
      const made: number[] = [];
      const steps: string[] = [];
      let next = 0;
      let serverUp = true;
      let offline = false;
      let deploys = 0;
      // Each tab's number, for the verbose steps.
      const tabs = new Map<Page, number>();
      // With CHAOS_VERBOSE, every tab's console, kept beside the steps of a failing run.
      const consoleLines: string[] = [];
      if (process.env.CHAOS_VERBOSE) {
        const push = steps.push.bind(steps);
        steps.push = (...added) => (
          added.forEach((step) => consoleLines.push(`${new Date().toISOString()} step ${step}`)),
          push(...added)
        );
      }
      const stepOn = (step: string, page: Page) =>
        steps.push(process.env.CHAOS_VERBOSE ? `${step} (tab ${tabs.get(page)})` : step);
      const open = async (path = random.pick(PATHS)) => {
        const page = await context.newPage();
        pages.push(page);
        tabs.set(page, tabs.size + 1);
        const tab = tabs.size;
        if (process.env.CHAOS_VERBOSE)
          page.on('console', (message) =>
            consoleLines.push(`${new Date().toISOString()} tab ${tab} ${message.type()}: ${message.text()}`),
          );
        await page.goto(site.server.url + path).catch(() => undefined);
        return page;
      };

      const makeRecords = async (target: Page, count: number) => {
        const from = next;
        next += count;
        const ok = await track(target, MARKER, from, count);
        if (ok) for (let i = from; i < from + count; i++) made.push(i);
        steps.push(
          process.env.CHAOS_VERBOSE
            ? `track ${from}+${count}${ok ? '' : ' (not made)'} on ${target.url().replace(site.server.url, '')} (tab ${tabs.get(target)})`
            : `track ${count}`,
        );
      };

      await open('/');
      await pages[0]!.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
        timeout: 15000,
      });
      for (let step = 0; step < STEPS; step++) {
        const page = pages.length > 0 ? random.pick(pages) : await open();
        const action = random.next();
        if (action < 0.35) {
          await makeRecords(page, random.next() < 0.2 ? 100 + random.below(500) : 1 + random.below(20));
        } else if (action < 0.5) {
          if (!serverUp) continue;
          await page.goto(site.server.url + random.pick(PATHS)).catch(() => undefined);
          stepOn('follow a link', page);
          // Half the time the new page makes a burst at once, as a store page tracking its products'
          // impressions would: the collectors load only after the load event and an idle moment.
          if (random.next() < 0.5) await makeRecords(page, 100 + random.below(500));
        } else if (action < 0.6) {
          if (!serverUp) continue;
          // A page restored from the back/forward cache fires no load event.
          await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
          stepOn('back', page);
        } else if (action < 0.7) {
          pages.splice(pages.indexOf(page), 1);
          await stopRefusing?.();
          await page.close({ runBeforeUnload: true });
          stopRefusing = await refuseStorage?.();
          stepOn('close a tab', page);
        } else if (action < 0.78) {
          if (pages.length >= 3 || !serverUp) continue;
          stepOn('open a tab', await open());
        } else if (action < 0.86) {
          if (serverUp) await site.server.stop(random.pick(['SIGTERM', 'SIGKILL'] as const));
          else await site.server.restart();
          serverUp = !serverUp;
          steps.push(serverUp ? 'server up' : 'server down');
        } else if (action < 0.92) {
          if (!serverUp) continue;
          const count = 1 + random.below(4);
          await fetch(
            site.server.url +
              `/api/test/telemetry/fail-next?count=${count}&status=${random.pick([503, 500, 429])}&retryAfter=${random.below(3)}`,
            { method: 'POST' },
          );
          steps.push(`${count} failures`);
        } else if (action < 0.96) {
          offline = !offline;
          await setOffline(context, offline);
          steps.push(offline ? 'offline' : 'online');
        } else if (action < 0.98) {
          // Also while the server is down: it comes back with the new build.
          await site.server.restart({ DIST_DIR: makeNextDeploy(distDir, `${run}v${++deploys}`) });
          serverUp = true;
          steps.push('deploy');
        } else {
          await new Promise((r) => setTimeout(r, random.below(4000)));
          steps.push('wait');
        }
        await new Promise((r) => setTimeout(r, random.below(400)));
      }
      if (offline) await setOffline(context, false);
      if (!serverUp) await site.server.restart();
      // The visitor comes back once more; that page and the service worker send what is left.
      await open('/');

      const stored = await waitForStored(site.server.databaseFile, MARKER, made.length, 120000);
      const storedSet = new Set(stored.indexes);
      const lost = made.filter((i) => !storedSet.has(i));
      const twice = stored.indexes.filter((i, at) => stored.indexes[at - 1] === i);
      if (process.env.CHAOS_VERBOSE) {
        console.log(`made ${made.length}: ${steps.join(', ')}`);
        const ranges = lost.reduce<Array<[number, number]>>(
          (all, i) => (
            all.length > 0 && all[all.length - 1]![1] === i - 1 ? (all[all.length - 1]![1] = i) : all.push([i, i]),
            all
          ),
          [],
        );
        console.log(`lost ${ranges.map(([a, b]) => (a === b ? a : `${a}-${b}`)).join(' ')}`);
        if (lost.length > 0) {
          // The server's log at info level (every request and its status), the steps, and the drops it stored.
          writeFileSync(path.join(tmpdir(), `chaos-${run}-server.log`), site.server.output());
          writeFileSync(
            path.join(tmpdir(), `chaos-${run}-steps.txt`),
            steps.join('\n') + `\nlost ${ranges.map(([a, b]) => (a === b ? a : `${a}-${b}`)).join(' ')}\n`,
          );
          writeFileSync(path.join(tmpdir(), `chaos-${run}-console.txt`), consoleLines.join('\n') + '\n');
          console.log(
            `server log in ${path.join(tmpdir(), `chaos-${run}-server.log`)}; drops ${JSON.stringify(readRecords(site.server.databaseFile, 'drop').map((r) => r.payload))}`,
          );
        }
      }
      // The steps, for a failure's message: the seed replays the same ones.
      expect({ lost: lost.length, twice: twice.length, stored: stored.ids.length }, steps.join(', ')).toEqual({
        lost: 0,
        twice: 0,
        stored: made.length,
      });
      // Not a loss: some seeds' steps make few records (pages that failed to load, tabs closed early), too few
      // for the run to prove much; the message says so, so a hand-run seed that fails here is read as such.
      expect(
        made.length,
        `seed ${SEED} made only ${made.length} records, too few to prove much: run another seed`,
      ).toBeGreaterThan(500);
      await context.close();
    }, 360_000);
});
