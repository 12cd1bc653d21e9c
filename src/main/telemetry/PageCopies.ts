import { expandStampedRecord } from '../../shared/telemetry/StampedRecord';
import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { TelemetryRecord } from '../../shared/telemetry/TelemetryRecord';
import { HELD_COPY_DELAY_MS } from '../../shared/telemetry/pipelineLimits';
import type { WriterLockManager } from '../../shared/telemetry/writerLocks';
import { WRITER_LOCK_PREFIX } from '../../shared/telemetry/writerLockPrefix';
import { readTelemetrySessionId } from './readTelemetrySessionId';
import type { TelemetryFacade } from './startTelemetry';
import { EARLY_COPY_SUFFIX, HELD_COPY_SUFFIX, MAX_STASH_CHARS, UNSENT_STASH_PREFIX } from './stashUnsent';

/** A record held before it reaches the facade: kind, payload and type, as `record` takes them. */
export type EarlyRecord = [kind: string, payload: Record<string, unknown>, type: string | undefined];

// Until a worker takes them, the records the page holds are in its memory only, and Chromium may end a page
// without any pagehide (a tab closed while still loading, a renderer that crashes or is killed for memory).
// So a copy is kept in localStorage as the records are made, under the page's stash key:
// - HELD_COPY_SUFFIX: what the facade holds, under the ids it will send them with, written whole at most once
//   in HELD_COPY_DELAY_MS; once a worker runs, its connection takes it over (HeldCopy.ts).
// - EARLY_COPY_SUFFIX: what the collectors' first-load stub holds, built as the hide path would record it, under
//   ids of its own (the page id, `.e.`, its place): it goes in the same task as the collectors or the hide path
//   record those anew. Meanwhile the page holds its writer's Web Lock, so another tab's resend (resendStash.ts)
//   sends the copy only once the page is gone, never beside the records made of the same calls.
// Both go when the page is hidden, once the hide path has stashed all it holds (its listeners run first). The
// next page sends them as a stash; the server stores each id once. Consent decides what a record holds, as in
// the stash, not whether it may wait in localStorage.
export class PageCopies {
  readonly #win: Window;
  readonly #facade: Pick<TelemetryFacade, 'record' | 'held' | 'pageId'>;
  readonly #early: () => EarlyRecord[];
  readonly #sessionId: string;
  // The early records changed since their copy was last written.
  #earlyDue = false;
  // Lets go of the writer's Web Lock, held while the early copy is there.
  #unlock: (() => void) | undefined;
  // A write of the copies is due (at the task's end, or at the interval's end).
  #due = false;
  #copiedAt = 0;

  constructor(win: Window, facade: Pick<TelemetryFacade, 'record' | 'held' | 'pageId'>, early: () => EarlyRecord[]) {
    this.#win = win;
    this.#facade = facade;
    this.#early = early;
    this.#sessionId = readTelemetrySessionId(win, facade.pageId);
  }

  /** The facade's `record`, after which the held copy is written anew at the task's end (or within HELD_COPY_DELAY_MS). */
  readonly record: TelemetryRecorder['record'] = (kind, payload, type) => {
    this.#facade.record(kind, payload, type);
    this.#copySoon();
  };

  /**
   * The early records changed: their copy is written anew with the held one, soon, or at once (`now`: they
   * were recorded, and the held copy takes them in the same task, or they are gone).
   */
  changed(now?: boolean): void {
    this.#earlyDue = true;
    if (now) this.#copy();
    else this.#copySoon();
  }

  /**
   * The page is being hidden: its hide path stashes what the facade holds, so the held copy goes (what the hide
   * records is copied again at its end, and what the beacons carried is no longer held by then).
   */
  hidden(): void {
    this.#write(HELD_COPY_SUFFIX, []);
  }

  // At the end of the task that asked (a microtask), unless the last write was less than HELD_COPY_DELAY_MS
  // ago: then at that interval's end, with whatever was asked meanwhile. While the page is still loading, at
  // the end of every task that asked: a tab closed then is ended at once, and its records are few.
  #copySoon(): void {
    if (this.#due) return;
    this.#due = true;
    const wait = this.#copiedAt + HELD_COPY_DELAY_MS - Date.now();
    if (wait > 0 && this.#win.document.readyState === 'complete') setTimeout(() => this.#copy(), wait);
    else queueMicrotask(() => this.#copy());
  }

  #copy(): void {
    this.#due = false;
    this.#copiedAt = Date.now();
    const held = this.#facade.held();
    if (Array.isArray(held)) this.#write(HELD_COPY_SUFFIX, held);
    if (this.#earlyDue) this.#copyEarly();
  }

  #copyEarly(): void {
    this.#earlyDue = false;
    const { pageId } = this.#facade;
    const records = this.#early().map(([kind, payload, type], seq) =>
      expandStampedRecord(pageId + '.e', this.#sessionId, this.#win.location.pathname, {
        seq,
        time: Date.now(),
        kind,
        type,
        payload,
      }),
    );
    this.#write(EARLY_COPY_SUFFIX, records);
    if (!records.length) this.#unlock = void this.#unlock?.();
    else if (!this.#unlock) {
      // Resolved whenever the copy goes, before or after the lock is granted: it is let go then.
      const gone = new Promise<void>((release) => (this.#unlock = release));
      const locks = (this.#win.navigator as { locks?: WriterLockManager }).locks;
      locks?.request(WRITER_LOCK_PREFIX + pageId, () => gone).catch(() => undefined);
    }
  }

  #write(suffix: string, records: TelemetryRecord[]): void {
    try {
      // A record JSON cannot write (an owner's cyclic track() data) is left out, not the whole copy.
      const all = records
        .flatMap((r) => {
          try {
            return [JSON.stringify(r)];
          } catch {
            return [];
          }
        })
        .join('\n');
      const text = all.length <= MAX_STASH_CHARS ? all : all.slice(all.indexOf('\n', all.length - MAX_STASH_CHARS) + 1);
      const key = UNSENT_STASH_PREFIX + this.#facade.pageId + suffix;
      if (text) this.#win.localStorage.setItem(key, text);
      else this.#win.localStorage.removeItem(key);
    } catch {
      // No storage, or it is full (the copy that was there, if any, stays).
    }
  }
}
