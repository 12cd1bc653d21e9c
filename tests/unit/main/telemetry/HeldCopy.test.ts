import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldCopy } from '../../../../src/main/telemetry/HeldCopy';
import { resendStash } from '../../../../src/main/telemetry/resendStash';
import {
  HELD_COPY_SUFFIX,
  hasStash,
  MAX_STASH_CHARS,
  stashUnsent,
  UNSENT_STASH_PREFIX,
} from '../../../../src/main/telemetry/stashUnsent';
import {
  createStampedBatch,
  expandStampedRecord,
  pushStamp,
  readStamps,
  stampTaskTime,
  type StampedBatch,
} from '../../../../src/shared/telemetry/StampedRecord';
import { HELD_COPY_DELAY_MS } from '../../../../src/shared/telemetry/pipelineLimits';
import { memoryStorage } from './memoryStorage';

const PAGE = 'page1';
const COPY_KEY = UNSENT_STASH_PREFIX + PAGE + HELD_COPY_SUFFIX;

// A window as far as the copy uses it: localStorage, and the document's and the window's events.
function pageWindow() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = Object.assign(new EventTarget(), { localStorage: memoryStorage(), document });
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    win: win as unknown as Window,
    storage: win.localStorage,
    hide,
    pagehide: () => win.dispatchEvent(new Event('pagehide')),
  };
}

function batchOf(firstSeq: number, count: number, path = '/'): StampedBatch {
  const batch = createStampedBatch(path, firstSeq);
  stampTaskTime(batch, 1_000);
  for (let i = 0; i < count; i++) pushStamp(batch, 'trace', 'click', { n: firstSeq + i });
  return batch;
}
// The batch's records as the facade reads them (readBatch), here with no builder.
const readBatchOf = (pageId: string) => (batch: StampedBatch) =>
  readStamps(batch).map((r) => expandStampedRecord(pageId, 'session1', batch.pagePath, r));
const idsIn = (storage: Storage) =>
  (storage.getItem(COPY_KEY) ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line).id as string);

describe('the held copy (records in memory only)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes what the page holds as the stash would, once per delay, anew as batches grow and leave, and goes when nothing is held', () => {
    const { win, storage } = pageWindow();
    const pending = [batchOf(0, 2)];
    const copy = new HeldCopy(win, PAGE, () => pending, readBatchOf(PAGE));
    copy.update();
    copy.update();
    expect(storage.getItem(COPY_KEY)).toBeNull();
    vi.advanceTimersByTime(HELD_COPY_DELAY_MS);
    expect(idsIn(storage)).toEqual(['page1.0', 'page1.1']);
    expect(copy.written).toBe(true);
    // The stash's own lines: the record as the hide path expands it.
    expect(JSON.parse(storage.getItem(COPY_KEY)!.split('\n')[0]!)).toEqual({
      id: 'page1.0',
      kind: 'trace',
      type: 'click',
      sessionId: 'session1',
      seq: 0,
      time: 1_000,
      pagePath: '/',
      payload: { n: 0 },
    });
    // The batch of the task under way grows; another joins.
    pushStamp(pending[0]!, 'trace', 'click', { n: 2 });
    pending.push(batchOf(3, 1, '/store'));
    copy.update();
    vi.advanceTimersByTime(HELD_COPY_DELAY_MS);
    expect(idsIn(storage)).toEqual(['page1.0', 'page1.1', 'page1.2', 'page1.3']);
    // The worker acknowledged the first batch.
    pending.shift();
    copy.update();
    vi.advanceTimersByTime(HELD_COPY_DELAY_MS);
    expect(idsIn(storage)).toEqual(['page1.3']);
    pending.length = 0;
    copy.update();
    vi.advanceTimersByTime(HELD_COPY_DELAY_MS);
    expect(storage.getItem(COPY_KEY)).toBeNull();
    expect(copy.written).toBe(false);
  });

  it('goes when the page is hidden or hides into the cache, and a write due then never happens', () => {
    for (const leave of ['hide', 'pagehide'] as const) {
      const page = pageWindow();
      const pending = [batchOf(0, 3)];
      const copy = new HeldCopy(page.win, PAGE, () => pending, readBatchOf(PAGE));
      copy.update();
      vi.advanceTimersByTime(HELD_COPY_DELAY_MS);
      expect(idsIn(page.storage)).toHaveLength(3);
      copy.update();
      page[leave]();
      vi.advanceTimersByTime(HELD_COPY_DELAY_MS);
      expect(page.storage.getItem(COPY_KEY)).toBeNull();
      expect(copy.written).toBe(false);
    }
  });

  it('keeps the newest records within the stash cap', () => {
    const { win, storage } = pageWindow();
    const big = createStampedBatch('/', 0);
    stampTaskTime(big, 1);
    for (let i = 0; i < 12; i++) pushStamp(big, 'trace', undefined, { data: 'x'.repeat(60_000), i });
    new HeldCopy(win, PAGE, () => [big], readBatchOf(PAGE)).update();
    vi.advanceTimersByTime(HELD_COPY_DELAY_MS);
    const ids = idsIn(storage);
    expect(ids.at(-1)).toBe('page1.11');
    expect(ids).not.toContain('page1.0');
    expect(storage.getItem(COPY_KEY)!.length).toBeLessThanOrEqual(MAX_STASH_CHARS);
  });

  it('is sent by the next page once its page is gone, never by its own page, nor by another while its page lives', async () => {
    vi.useRealTimers();
    const { win, storage } = pageWindow();
    for (const pageId of ['gone', 'alive', 'self']) {
      new HeldCopy(win, pageId, () => [batchOf(0, 1)], readBatchOf(pageId)).update();
    }
    await new Promise((resolve) => setTimeout(resolve, HELD_COPY_DELAY_MS + 20));
    stashUnsent(
      win,
      [{ id: 'self.s', kind: 'trace', sessionId: 's', seq: 9, time: 1, pagePath: '/', payload: {} }],
      'self',
    );
    expect(hasStash(win)).toBe(true);
    const sent: string[] = [];
    const ok = async (_url: unknown, init?: RequestInit) => (
      sent.push(...JSON.parse(String(init?.body)).records.map((r: { id: string }) => r.id)),
      new Response('{}', { status: 200 })
    );
    await expect(resendStash(storage, ok, { self: 'self', live: new Set(['alive', 'self']) })).resolves.toMatchObject({
      sent: 2,
    });
    // The dead page's copy, and this page's own stash (not its copy, which it rewrites whole).
    expect(sent.sort()).toEqual(['gone.0', 'self.s']);
    expect(storage.getItem(UNSENT_STASH_PREFIX + 'gone' + HELD_COPY_SUFFIX)).toBeNull();
    expect(storage.getItem(UNSENT_STASH_PREFIX + 'alive' + HELD_COPY_SUFFIX)).not.toBeNull();
    expect(storage.getItem(UNSENT_STASH_PREFIX + 'self' + HELD_COPY_SUFFIX)).not.toBeNull();
  });
});
