// Spec media-and-reporting §7: the maps key comes from the page context, base64-encoded. The server writes
// `googleMapsKey` there only on pages with a map block; the first-load check of the page context
// (src/main) does not carry it, so the map's own chunk reads it from the page-context element.
export function readMapsKey(doc: Document): string | null {
  const text = doc.getElementById('page-context')?.textContent;
  if (!text) return null;
  try {
    const key = (JSON.parse(text) as { googleMapsKey?: unknown }).googleMapsKey;
    return typeof key === 'string' && key !== '' ? key : null;
  } catch {
    return null;
  }
}
