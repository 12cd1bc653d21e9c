// `<pageId>.<seq>`: unique across pages (random page id) and within one (sequence number).
export function createRecordId(pageId: string, seq: number): string {
  return pageId + '.' + seq;
}
