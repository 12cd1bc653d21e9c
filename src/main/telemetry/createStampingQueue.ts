import { createStampedBatch, pushStamp, stampTaskTime, type StampedBatch } from '../../shared/telemetry/StampedRecord';
import { MAX_HELD_RECORDS } from '../../shared/telemetry/pipelineLimits';

export interface StampingQueue {
  record: (kind: string, payload: Record<string, unknown>, type?: string) => void;
  /** The batches not yet handed over, oldest first (one array for the page's life). */
  readonly held: StampedBatch[];
  /** Gives the held batches away (to the worker, or to the hide path) and ends the task's batch. */
  takeHeld(): StampedBatch[];
  /** Records the bound refused since the last call leave as one `queue-full` drop record, with the next records. */
  recordDropped: () => void;
}

// Stamps records (sequence number, the task's time, the page path) into batches, one batch per page path
// (a path changes only between tasks). `onTaskStart` runs at a task's first record, with the time read for
// it, and returns what runs at the task's end (a microtask). While `bounded()` (no worker takes records), at most MAX_HELD_RECORDS are held,
// counted from the oldest held one (held batches are consecutive; a dropped record takes no seq).
export function createStampingQueue(
  win: Window,
  bounded: () => boolean,
  onTaskStart: (time: number) => () => void,
): StampingQueue {
  let nextSeq = 0;
  const held: StampedBatch[] = [];
  let taskBatch: StampedBatch | null = null;
  let dropped = 0;
  // Reading location.pathname cost a one-record task about a sixth of its main-thread time, so where the
  // Navigation API tells of every change of the current entry (pushState, replaceState, back and forward,
  // fragments) the path is read only then; elsewhere once per task. An empty knownPath is read again.
  const navigation = (win as { navigation?: EventTarget }).navigation;
  let knownPath = '';
  navigation?.addEventListener('currententrychange', () => (knownPath = ''));
  const endTask = () => {
    taskBatch = null;
    if (!navigation) knownPath = '';
  };

  // A function of its own, so that record, which runs for every record, keeps its optimised code when a
  // task starts. Only the last held batch is extended: a batch's records are consecutive (its seq is implied).
  const openTaskBatch = (): StampedBatch => {
    const pagePath = (knownPath ||= win.location.pathname);
    const last = held[held.length - 1];
    const batch = last !== undefined && last.pagePath === pagePath ? last : createStampedBatch(pagePath, nextSeq);
    if (batch !== last) held.push(batch);
    const time = Date.now();
    stampTaskTime(batch, time);
    const onTaskEnd = onTaskStart(time);
    queueMicrotask(() => {
      endTask();
      onTaskEnd();
    });
    return batch;
  };

  const record: StampingQueue['record'] = (kind, payload, type) => {
    if (kind !== 'drop' && bounded() && nextSeq - (held[0]?.firstSeq ?? nextSeq) >= MAX_HELD_RECORDS) {
      dropped++;
      return;
    }
    pushStamp(taskBatch ?? (taskBatch = openTaskBatch()), kind, type, payload);
    nextSeq++;
  };

  return {
    record,
    held,
    takeHeld() {
      endTask();
      return held.splice(0);
    },
    recordDropped: () => {
      if (dropped) record('drop', { reason: 'queue-full', count: dropped });
      dropped = 0;
    },
  };
}
