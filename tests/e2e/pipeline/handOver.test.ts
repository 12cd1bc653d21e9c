import { describe, expect, it } from 'vitest';
import { HANDOVER_INTERVAL_MS } from '../../../src/shared/telemetry/pipelineLimits';
import { useSiteServer } from '../harness/useSiteServer';
import { holdFor } from '../harness/holdFor';
import { openControlledPage, waitForTelemetryWorker } from './pageActions';
import { range, waitForStored } from './storedRecords';

const site = useSiteServer();

interface HandOver {
  at: number;
  records: number;
}

declare global {
  interface Window {
    handOvers: HandOver[];
  }
}

describe("the facade's hand-overs to its worker", () => {
  it('hands records made every frame over about ten times a second, and a record after a quiet spell at once', async () => {
    const context = await site.browser.newContext();
    // Every hand-over is one message of the hand-over protocol (src/shared/telemetry/handOverProtocol.ts).
    await context.addInitScript(() => {
      window.handOvers = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: StructuredSerializeOptions) {
        const call = message as { type?: string; batch?: { count: number } };
        const batch = call?.type === 'site-telemetry:hand-over' ? call.batch : undefined;
        if (batch) window.handOvers.push({ at: performance.now(), records: batch.count });
        return post.call(this, message, options);
      } as Worker['postMessage'];
    });
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    await holdFor(3 * HANDOVER_INTERVAL_MS, "the hand-over interval since the page's own records has passed");

    // 1000 records, ten per task, one task a frame.
    const stream = await page.evaluate(async () => {
      const from = window.handOvers.length;
      const started = performance.now();
      for (let task = 0; task < 100; task++) {
        for (let i = task * 10; i < task * 10 + 10; i++)
          window.SiteRuntime!.track('handover-stream', { marker: 'handover-stream', i });
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
      const lasted = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { handOvers: window.handOvers.slice(from), lasted };
    });
    expect((await waitForStored(site.server.databaseFile, 'handover-stream', 1000)).indexes).toEqual(range(1000));
    // Each task's records in one message, and the messages at least the interval apart: one per 100 ms at
    // most, where there were 100 tasks and so 100 messages.
    expect(stream.handOvers.reduce((n, h) => n + h.records, 0)).toBeGreaterThanOrEqual(1000);
    expect(stream.handOvers.length).toBeLessThanOrEqual(Math.ceil(stream.lasted / HANDOVER_INTERVAL_MS) + 1);
    expect(stream.handOvers.length).toBeLessThan(50);
    const times = stream.handOvers.map((h) => h.at);
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(HANDOVER_INTERVAL_MS - 5);

    // After a quiet spell, a record leaves at the end of its own task, before the next task runs; a second
    // one in the next task waits for the interval's end.
    const quiet = await page.evaluate(async () => {
      const from = window.handOvers.length;
      window.SiteRuntime!.track('handover-lone', { marker: 'handover-lone', i: 0 });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const afterFirstTask = window.handOvers.length - from;
      window.SiteRuntime!.track('handover-lone', { marker: 'handover-lone', i: 1 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { afterFirstTask, handOvers: window.handOvers.slice(from) };
    });
    expect(quiet.afterFirstTask).toBe(1);
    expect(quiet.handOvers.map((h) => h.records)).toEqual([1, 1]);
    expect(quiet.handOvers[1]!.at - quiet.handOvers[0]!.at).toBeGreaterThanOrEqual(HANDOVER_INTERVAL_MS - 5);
    expect((await waitForStored(site.server.databaseFile, 'handover-lone', 2)).indexes).toEqual(range(2));
    await context.close();
  });

  it('sends records still waiting for their hand-over by the page-hide path when the tab closes', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await openControlledPage(page, site.server.url + '/');
    await waitForTelemetryWorker(page);
    await holdFor(3 * HANDOVER_INTERVAL_MS, "the hand-over interval since the page's own records has passed");
    // The first task's record is handed over at once; the next tasks' wait for the interval's end, and the
    // tab closes before it.
    await page.evaluate(async () => {
      window.SiteRuntime!.track('handover-close', { marker: 'handover-close', i: 0 });
      for (let task = 1; task <= 3; task++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        for (let i = task * 10 - 9; i <= task * 10; i++)
          window.SiteRuntime!.track('handover-close', { marker: 'handover-close', i });
      }
    });
    await page.close();
    const stored = await waitForStored(site.server.databaseFile, 'handover-close', 31);
    expect(stored.indexes).toEqual(range(31));
    await context.close();
  });
});
