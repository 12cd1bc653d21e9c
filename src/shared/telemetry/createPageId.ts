// One random id per page view; each record's id is this plus its sequence number (expandStampedRecord), since
// crypto.randomUUID() per record costs about 7 ms per 1000 records at 4x throttling.
export function createPageId(getRandomValues: (array: Uint32Array) => Uint32Array): string {
  const words = getRandomValues(new Uint32Array(3));
  let id = '';
  for (const word of words) id += word.toString(36).padStart(7, '0');
  return id;
}
