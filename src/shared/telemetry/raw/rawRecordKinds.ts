// The kinds of the records that leave the page raw: the page stamps them and hands over what only it can
// read (the caller's name and data, the event's, the window's and the navigation entry's facts), and the
// worker builds the spec's payload of the kind each one becomes (finishRawRecord.ts). Without a worker the
// server builds them the same way. A name apart from the built kinds, so a raw record is never mistaken for
// a built one; the facade imports only these strings.
export const TRACK_CALL_KIND = 'analytics.track';
export const ERROR_FACTS_KIND = 'error.facts';
export const PAGE_VIEW_FACTS_KIND = 'census.hit.facts';
export const PAGE_SPEED_FACTS_KIND = 'performance.facts';
export const TRACE_FACTS_KIND = 'trace.facts';
