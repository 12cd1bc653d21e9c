import type { StampedBatch } from '../../shared/telemetry/StampedRecord';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import { HELD_COPY_DELAY_MS } from '../../shared/telemetry/pipelineLimits';
import { onPageHide } from './onPageHide';
import { HELD_COPY_SUFFIX, MAX_STASH_CHARS, UNSENT_STASH_PREFIX } from './stashUnsent';

export interface HeldCopy {
  /** A copy is in localStorage (the last write found records held). */
  readonly written: boolean;
  /** The records held changed: write the copy anew, HELD_COPY_DELAY_MS from now (later changes join it). */
  update: () => void;
  /** The page is hidden: its hide path has stashed what it holds (its listeners run first), so the copy goes. */
  remove(): void;
  /** A worker started: the copy the page's outbox kept while none ran (PageOutbox.ts) is this one's now. */
  takeOver(): void;
}

// Where the page's records are in memory only (its worker cannot persist), a page may still end without a
// pagehide (a crashed renderer): a copy of what it holds unacknowledged is kept under its stash key with
// HELD_COPY_SUFFIX, rewritten at most every HELD_COPY_DELAY_MS, and sent by the next page as a stash.
export function keepHeldCopy(
  win: Window,
  pageId: string,
  pending: () => Iterable<StampedBatch>,
  readBatch: (batch: StampedBatch) => TelemetryRecord[],
): HeldCopy {
  const key = UNSENT_STASH_PREFIX + pageId + HELD_COPY_SUFFIX;
  const toLine = (record: TelemetryRecord) => JSON.stringify(record);
  const lines = new WeakMap<StampedBatch, { count: number; text: string }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written = false;
  // What the copy holds now ('' for none, null when unknown): a rewrite of the same text is skipped.
  let last: string | null = '';
  const storage = (): Storage | null => {
    try {
      return win.localStorage;
    } catch {
      return null;
    }
  };
  const write = () => {
    timer = undefined;
    const parts: string[] = [];
    for (const batch of pending()) {
      let made = lines.get(batch);
      if (made?.count !== batch.count) {
        made = { count: batch.count, text: readBatch(batch).map(toLine).join('\n') };
        lines.set(batch, made);
      }
      if (made.text) parts.push(made.text);
    }
    const all = parts.join('\n');
    // The newest lines within the stash's cap: the hide path, if it runs, stashes them all and counts the rest.
    const text = all.length <= MAX_STASH_CHARS ? all : all.slice(all.indexOf('\n', all.length - MAX_STASH_CHARS) + 1);
    if (text === last) return;
    try {
      if (text) storage()?.setItem(key, text);
      else storage()?.removeItem(key);
      written = text !== '';
      last = text;
    } catch {
      // localStorage full: the copy that was there (if any) still holds records, or ones since sent.
    }
  };
  const remove = () => {
    clearTimeout(timer);
    timer = undefined;
    written = false;
    last = '';
    try {
      storage()?.removeItem(key);
    } catch {
      // No storage: nothing was written.
    }
  };
  const update = () => void (timer ??= setTimeout(write, HELD_COPY_DELAY_MS));
  onPageHide(win, null, remove);
  return {
    get written() {
      return written;
    },
    update,
    remove,
    takeOver() {
      last = null;
      written = true;
      update();
    },
  };
}
