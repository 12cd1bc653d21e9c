// Why the pipeline dropped a record (reported in `drop` records; docs/telemetry.md explains each).
export const DROP_REASONS = [
  'unknown-kind',
  'invalid',
  'queue-full',
  'rejected-by-server',
  'too-large',
  // The page-hide stash was full: the lines it let go may still have arrived by the same hide's beacon.
  'stash-full',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];
