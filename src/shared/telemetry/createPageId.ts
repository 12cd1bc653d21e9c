// One random id per page view; a record's id is this plus its seq: a UUID per record costs too much.
export function createPageId(random: { getRandomValues(array: Uint32Array): Uint32Array }): string {
  const words = random.getRandomValues(new Uint32Array(3));
  let id = '';
  for (const word of words) id += word.toString(36).padStart(7, '0');
  return id;
}
