// Why the pipeline dropped a record (reported in `drop` records, docs/telemetry.md).
export const DROP_REASONS = [
  // The kind is not in the registry.
  'unknown-kind',
  // The envelope or the payload failed its schema.
  'invalid',
  // The bounded queue was full: the worker's (MAX_QUEUED_RECORDS), or what a page holds while no worker takes
  // its records (MAX_HELD_RECORDS; its drop records carry no kind).
  'queue-full',
  // The server answered a 4xx other than 429 to the batch: retrying would not help.
  'rejected-by-server',
  // One record alone is larger than a request may be.
  'too-large',
  // The page-hide stash in localStorage was full, and its oldest lines made room: those records may still
  // have arrived by the same hide's beacon or service worker.
  'stash-full',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];
