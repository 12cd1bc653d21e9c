// A record id `<pageId>.<seq>` (TelemetryEnvelope): the page view and the record's place in it. Other ids are
// not counted in a page view's sequence: the worker's drop counts (`<pageId>.d<n>`), the page's early copies
// (`<pageId>.e.<n>`) and the spec endpoints' derived ids (`spec-…`).
const SEQ_ID = /^([0-9a-z]{1,64})\.(\d{1,9})$/;
const DROP_ID = /^([0-9a-z]{1,64})\.d\d{1,9}$/;

export function readRecordSeq(id: string): { pageId: string; seq: number } | null {
  const match = SEQ_ID.exec(id);
  return match ? { pageId: match[1]!, seq: Number(match[2]) } : null;
}

/** The page view whose worker (or service worker) counted a drop record of this id, if it is one. */
export function readDropPageId(id: string): string | null {
  return DROP_ID.exec(id)?.[1] ?? null;
}
