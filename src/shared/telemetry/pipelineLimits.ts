// The pipeline's own numbers (docs/telemetry.md).

// Beacons on page hide are sliced smaller: they share the same 64 KB with the worker's fetches. A constant
// of its own, so the main chunk's facade does not carry the whole table below.
export const MAX_BEACON_BYTES = 16 * 1024;

// A request body on the wire (PIPELINE_LIMITS below); on its own too, for the same reason: the resend of
// the stash (src/main/telemetry/resendStash.ts) slices by it.
export const MAX_REQUEST_BYTES = 29 * 1024;

// Retries back off from 1 s, doubling to 60 s (computeBackoffDelay); on their own too, for the stash's resend.
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60000;

// What the collectors' first-load stub holds of each kind until they load; beyond it, `queue-full`. Well
// above a store page tracking an impression per product of a collection (200 at most) before load.
export const MAX_HELD_BEFORE_COLLECTORS = 1000;

// What the facade holds while no worker takes its records (before it starts, when it cannot, in the
// back/forward cache); beyond it, `queue-full`. The same as the worker's queue (MAX_QUEUED_RECORDS).
export const MAX_HELD_RECORDS = 10000;

// The facade hands records over at a task's end at most this often, every task's records since in one
// message: a page making records every frame would otherwise pay a post per frame.
export const HANDOVER_INTERVAL_MS = 100;

// How often the page rewrites its localStorage copy of the records only its memory holds (HeldCopy.ts,
// PageCopies.ts): as often as it hands records over, so a page ended without a pagehide loses little.
export const HELD_COPY_DELAY_MS = HANDOVER_INTERVAL_MS;

export const PIPELINE_LIMITS = {
  // Chromium lets keepalive bodies in flight share 64 KB per page; we stay under 60 KB in total.
  MAX_INFLIGHT_KEEPALIVE_BYTES: 59 * 1024,
  // A request body on the wire: two fit in flight at once.
  MAX_REQUEST_BYTES,
  MAX_RECORDS_PER_REQUEST: 1000,
  // The JSON of a gzip-compressed request (where CompressionStream exists), still within MAX_REQUEST_BYTES
  // on the wire: each request a worker makes costs the page's main thread tasks, so fewer, fuller ones.
  MAX_PLAIN_REQUEST_BYTES: 960 * 1024,
  // The server refuses a gzip body that unpacks to more than this (413), whatever its size on the wire.
  MAX_DECODED_BATCH_BYTES: 1024 * 1024,
  // ... and one that unpacks to more than this many times its wire bytes (or MIN_DECODED_BYTES): a small
  // crafted body cannot unpack to much. 1000 track() events, each repeating the page's context, unpack to
  // about 63 times their gzip; our client sends plain what compresses better (encodeRequests).
  MAX_DECODED_PER_WIRE_BYTE: 128,
  // What any gzip body may unpack to: gzip's 18 bytes of frame make a tiny body's ratio meaningless.
  MIN_DECODED_BYTES: 1024,
  // Records persisted and not yet sent, per page; beyond it new records are dropped as 'queue-full'.
  MAX_QUEUED_RECORDS: MAX_HELD_RECORDS,
  // The worker starts on a batch this long after receiving it, so the page's task that handed it over ends
  // first: on a device without an idle core the woken worker would take that task's CPU.
  ACCEPT_DEFER_MS: 4,
  // The worker's replies to hand-overs leave at most this often, together (answerHandOvers): each message
  // costs the page a task. A hide meanwhile may send a persisted record twice (stored once).
  REPLY_INTERVAL_MS: 100,
  // Wait this long after the first queued record so one request carries many.
  SEND_DELAY_MS: 1000,
  // While the page is visible, rounds start at least this far apart, so records that trickle in do not pay a
  // request each. Page hide, coming back online and start-up send at once.
  MIN_ROUND_INTERVAL_MS: 5000,
  // The ramp that keeps a visible page at 10 requests per 1000 records or fewer: a round sending fewer than
  // MIN_ROUND_RECORDS makes the next wait ROUND_INTERVAL_GROWTH times longer, up to MAX_ROUND_INTERVAL_MS; a
  // flush starts it over (docs/telemetry.md, "How records travel").
  MIN_ROUND_RECORDS: 200,
  ROUND_INTERVAL_GROWTH: 4,
  MAX_ROUND_INTERVAL_MS: 300_000,
  // Send at once, whatever the round interval, when most of a full request waits (records, plain JSON or
  // gzip JSON); below a full request, so what arrives before the round still fits in it.
  SEND_NOW_BYTES: 24 * 1024,
  SEND_NOW_GZIP_BYTES: 780 * 1024,
  SEND_NOW_RECORDS: 800,
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  // How long a drain round's claim on its chunks lasts: past its 30 s request timeout, for rounds that never end.
  CHUNK_CLAIM_MS: 35000,
  // Drop counts are reported at most this often.
  DROP_REPORT_INTERVAL_MS: 5000,
} as const;
