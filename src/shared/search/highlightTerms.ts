export interface TextSegment {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A result's text cut into plain and matching parts: a word of the text matches when it starts with one of
// the query's words (the index matches prefixes and stems). Segments, not HTML: whoever renders them escapes
// the text (React does), so a page title with markup in it is shown, never run. The pattern is compiled once
// per query, for every text of a result page.
export function createHighlighter(words: readonly string[]): (text: string) => TextSegment[] {
  if (words.length === 0) return (text) => (text ? [{ text, match: false }] : []);
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})[\\p{L}\\p{N}]*`, 'giu');
  return (text) => (text === '' ? [] : splitByPattern(text, pattern));
}

function splitByPattern(text: string, pattern: RegExp): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: found[0], match: true });
    at = start + found[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

// The part of a long text around its first match, cut at word boundaries, with an ellipsis where cut.
export function excerptAround(text: string, words: readonly string[], length: number): string {
  if (text.length <= length) return text;
  const lower = text.toLowerCase();
  const first = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0), Number.POSITIVE_INFINITY);
  const centre = Number.isFinite(first) ? first : 0;
  let start = Math.max(0, centre - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
