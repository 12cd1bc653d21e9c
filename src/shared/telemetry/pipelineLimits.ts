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

// What the collectors' first-load stub holds of each (track() calls, census records) until the collectors
// load (src/main/collectors/startCollectors.ts): track() calls beyond it are dropped and counted as
// `queue-full`. A store page's custom code may track an impression per product before load, and a
// collection holds up to 200 products (spec media-and-reporting, editor limits), so it is well above that.
export const MAX_HELD_BEFORE_COLLECTORS = 1000;

// What the facade holds while no worker takes its records (before the worker starts, when it cannot start,
// and in the back/forward cache): records made since the page last gave its records away, beyond which new
// ones are dropped and counted as `queue-full`. The same as the worker's queue (MAX_QUEUED_RECORDS).
export const MAX_HELD_RECORDS = 10000;

// The facade hands a task's records to the worker at the task's end, in one message, when its last hand-over
// was at least this long ago; otherwise they wait for the next hand-over, at most this long after the last,
// which carries every task's records since (a task's records are never split). A page making records every
// frame (scroll or pointer logging) paid a post and a hand-over message per frame. Records waiting here leave by
// the page-hide path like any the worker has not acknowledged. On its own, for the main chunk's facade.
export const HANDOVER_INTERVAL_MS = 100;

// Where the page's records are in memory only (its worker's IndexedDB refuses to write, or no worker
// started), the page keeps a copy of them in localStorage (keepHeldCopy.ts, keepPageCopies.ts), written anew at most this
// often: a page ended without a pagehide would otherwise lose them. The hand-over's interval, so a page
// making records every frame writes it about as often as it posts to its worker.
export const HELD_COPY_DELAY_MS = HANDOVER_INTERVAL_MS;

export const PIPELINE_LIMITS = {
  // Chromium lets keepalive bodies in flight share 64 KB per page; we stay under 60 KB in total.
  MAX_INFLIGHT_KEEPALIVE_BYTES: 59 * 1024,
  // A request body on the wire. Two fit in flight at once; sent plain, 1000 small records (about 200 bytes
  // each) take 7 to 9 requests, under the 10 per 1000; gzip-compressed, 1 (MAX_PLAIN_REQUEST_BYTES).
  MAX_REQUEST_BYTES,
  MAX_RECORDS_PER_REQUEST: 1000,
  // Where CompressionStream exists (the worker and the service worker), a request carries up to this much
  // JSON and is sent gzip-compressed, its compressed body still within MAX_REQUEST_BYTES: every request a
  // worker makes costs the page's main thread a few tasks in Chromium (it tells the page's frame about the
  // load), so fewer, fuller requests keep the main thread free: 1000 track() events (about 0.8 KB of JSON
  // each) leave in 2 requests, where 256 KB took 4.
  MAX_PLAIN_REQUEST_BYTES: 512 * 1024,
  // The server refuses a gzip body that unpacks to more than this (413), whatever its size on the wire.
  MAX_DECODED_BATCH_BYTES: 1024 * 1024,
  // ... and one that unpacks to more than this many times its bytes on the wire, or MIN_DECODED_BYTES if
  // more (maxDecodedBytes): a small crafted body cannot unpack to much (stored bytes are 0.1 to 2.4 times the
  // decoded JSON, junk to bulky records: ingestAmplification.test.ts). Above what our own batches compress
  // to: 1000 analytics events, their context repeated in each, unpack to 40 to 47 times their gzip in
  // payloads alone (tests/e2e/pipeline/wire.test.ts). At 10, the worker would send those plain, 29 to 36
  // requests per 1000 events against the pipeline's 10. Our client sends a body that compresses better
  // than this plain (encodeRequests), so what it sends is never refused.
  MAX_DECODED_PER_WIRE_BYTE: 64,
  // What any gzip body may unpack to: gzip's own 18 bytes of frame make the ratio of a tiny body
  // meaningless, and no body this small compresses 64 times unless crafted to.
  MIN_DECODED_BYTES: 1024,
  // Records persisted and not yet sent, per page; beyond it new records are dropped as 'queue-full'.
  MAX_QUEUED_RECORDS: MAX_HELD_RECORDS,
  // The worker starts on a batch this long after receiving it, so that the page's task that handed it over
  // ends first. Woken by the page's message, the worker thread otherwise takes the CPU of the very main thread
  // that woke it whenever the device has no idle core (measured on 2 vCPUs: one hand-over in four or five
  // kept the page waiting 2 to 5 ms, the length of the worker's synchronous expand and validate). Still well
  // within the frame in which records are persisted.
  ACCEPT_DEFER_MS: 4,
  // The worker's replies to hand-overs (each says its records are persisted) leave at most this often, the
  // ones that came meanwhile in one message (answerHandOvers): each message costs the page a task, and a
  // page making records every frame was answered 60 times a second. Only the hide path reads the replies,
  // and it sends what is unacknowledged again: a hide within this time may send a persisted record twice
  // (stored once). Persisting itself does not wait.
  REPLY_INTERVAL_MS: 100,
  // Wait this long after the first queued record so one request carries many.
  SEND_DELAY_MS: 1000,
  // While the page is visible, rounds for new records start at least this far apart: each request a worker
  // makes costs the page's main thread a few tasks in Chromium, and records that trickle in (one every second
  // or two) would otherwise pay a request each. Page hide, coming back online and start-up send at once.
  MIN_ROUND_INTERVAL_MS: 5000,
  // At most 10 requests per 1000 records means 100 records a request or more, and the first rounds of
  // a page, sent within seconds, carry fewer. So while the page stays visible, each round that sends fewer than
  // MIN_ROUND_RECORDS makes the wait before the next ROUND_INTERVAL_GROWTH times as long (5, 20, 80 s, then
  // MAX_ROUND_INTERVAL_MS), and MIN_ROUND_RECORDS waiting sends at the round interval again: a page making a
  // record a second sends its first within a second, then requests of 5, 20 and 80, then of 200 every 200 s
  // or so (1000 such records in 9 requests; 5 per 1000 once the ramp is up). A flush (page hide, back
  // online, start-up) starts the ramp over. Records wait persisted meanwhile: if the page goes, the service
  // worker drains them. Slower than a record every 3 s, a visible page's rounds are at most 5 minutes apart
  // and carry what came meanwhile.
  MIN_ROUND_RECORDS: 200,
  ROUND_INTERVAL_GROWTH: 4,
  MAX_ROUND_INTERVAL_MS: 300_000,
  // Send at once, whatever the round interval, when most of a full request waits: SEND_NOW_RECORDS records,
  // or this much JSON where bodies go plain (SEND_NOW_GZIP_BYTES where they go gzip-compressed). A page
  // making records steadily (ten every frame) then pays one request per 800 records or so, not one per 100.
  // Below a full request (MAX_REQUEST_BYTES, MAX_PLAIN_REQUEST_BYTES, MAX_RECORDS_PER_REQUEST), so what
  // arrives between the threshold and the round still fits the one request; where one hand-over takes it
  // past, the round sends the full request and leaves the rest for the next (drainChunks' fullOnly).
  SEND_NOW_BYTES: 24 * 1024,
  SEND_NOW_GZIP_BYTES: 416 * 1024,
  SEND_NOW_RECORDS: 800,
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  // A drain round holds the chunks it sends this long (longer than its 30 s request timeout); a round that
  // never finishes (its page closed, or frozen in the back/forward cache) holds them no longer than this.
  CHUNK_CLAIM_MS: 35000,
  // Drop counts are reported at most this often.
  DROP_REPORT_INTERVAL_MS: 5000,
} as const;
