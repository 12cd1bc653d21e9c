// docs/internals.md: the record kinds, in one list without zod so the facade can name them cheaply.
export const RECORD_KINDS = [
  'census.hit',
  'census.button-click',
  'census.button-render',
  'census.form-render',
  'census.overlay',
  'census.quick-view',
  'error',
  'trace',
  'performance',
  'analytics',
  'marketing.landing',
  'event',
  'drop',
  'delivery',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
