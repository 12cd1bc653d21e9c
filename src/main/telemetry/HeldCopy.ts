import type { StampedBatch } from '../../shared/telemetry/StampedRecord';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import { HELD_COPY_DELAY_MS } from '../../shared/telemetry/pipelineLimits';
import { onPageHide } from './onPageHide';
import { HELD_COPY_SUFFIX, MAX_STASH_CHARS, UNSENT_STASH_PREFIX } from './stashUnsent';

const toLine = (record: TelemetryRecord) => JSON.stringify(record);

// Where the page's records are in memory only (its worker cannot persist), a page may still end without a
// pagehide (a crashed renderer): a copy of what it holds unacknowledged is kept under its stash key with
// HELD_COPY_SUFFIX, rewritten at most every HELD_COPY_DELAY_MS, and sent by the next page as a stash.
// One per page, made with its first worker's connection (connectTelemetryWorker.ts).
export class HeldCopy {
  readonly #win: Window;
  readonly #key: string;
  readonly #pending: () => Iterable<StampedBatch>;
  readonly #readBatch: (batch: StampedBatch) => TelemetryRecord[];
  // Each batch's lines as last written, made again only once the batch has grown.
  readonly #lines = new WeakMap<StampedBatch, { count: number; text: string }>();
  // A rewrite is due when this timer fires.
  #timer: ReturnType<typeof setTimeout> | undefined;
  #written = false;
  // What the copy holds now ('' for none, null when unknown): a rewrite of the same text is skipped.
  #text: string | null = '';

  constructor(
    win: Window,
    pageId: string,
    pending: () => Iterable<StampedBatch>,
    readBatch: (batch: StampedBatch) => TelemetryRecord[],
  ) {
    this.#win = win;
    this.#key = UNSENT_STASH_PREFIX + pageId + HELD_COPY_SUFFIX;
    this.#pending = pending;
    this.#readBatch = readBatch;
    onPageHide(win, null, () => this.remove());
  }

  /** A copy is in localStorage (the last write found records held). */
  get written(): boolean {
    return this.#written;
  }

  /** The records held changed: write the copy anew, HELD_COPY_DELAY_MS from now (later changes join it). */
  update(): void {
    this.#timer ??= setTimeout(() => this.#write(), HELD_COPY_DELAY_MS);
  }

  /** The page is hidden: its hide path has stashed what it holds (its listeners run first), so the copy goes. */
  remove(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#written = false;
    this.#text = '';
    try {
      this.#storage()?.removeItem(this.#key);
    } catch {
      // No storage: nothing was written.
    }
  }

  /** A worker started: the copy the page's outbox kept while none ran (PageCopies.ts) is this one's now. */
  takeOver(): void {
    this.#text = null;
    this.#written = true;
    this.update();
  }

  #write(): void {
    this.#timer = undefined;
    const parts: string[] = [];
    for (const batch of this.#pending()) {
      let made = this.#lines.get(batch);
      if (made?.count !== batch.count) {
        made = { count: batch.count, text: this.#readBatch(batch).map(toLine).join('\n') };
        this.#lines.set(batch, made);
      }
      if (made.text) parts.push(made.text);
    }
    const all = parts.join('\n');
    // The newest lines within the stash's cap: the hide path, if it runs, stashes them all and counts the rest.
    const text = all.length <= MAX_STASH_CHARS ? all : all.slice(all.indexOf('\n', all.length - MAX_STASH_CHARS) + 1);
    if (text === this.#text) return;
    try {
      if (text) this.#storage()?.setItem(this.#key, text);
      else this.#storage()?.removeItem(this.#key);
      this.#written = text !== '';
      this.#text = text;
    } catch {
      // localStorage full: the copy that was there (if any) still holds records, or ones since sent.
    }
  }

  #storage(): Storage | null {
    try {
      return this.#win.localStorage;
    } catch {
      return null;
    }
  }
}
