import type { TracePayload } from '../records/trace';

/** A trace entry as the page makes it: the page's address at the time, the type and the data as given. */
export type TraceFacts = {
  pageUrl: string;
  type: string;
  data: unknown;
};

// Spec visitor-runtime §7: a trace entry's data is sent as JSON text (cut at 8000 characters).
export function buildTraceEntry({ pageUrl, type, data }: TraceFacts): TracePayload {
  return { pageUrl, type, data: JSON.stringify(data ?? null).slice(0, 8000) };
}
