import { SEARCH_MESSAGES } from '../messages/searchMessages';
import { SEARCH_LIMITS } from './searchLimits';

type SearchQuery =
  { ok: true; text: string; words: string[]; page: number } | { ok: false; text: string; message: string; status: 400 };

// Letters and digits of any script; everything else (quotes, operators, punctuation) separates words, so
// nothing a visitor types reaches the index as query syntax.
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text as the index and the highlighter see them, lower-cased, without repeats. */
export function splitSearchWords(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  return [...new Set(words)].slice(0, SEARCH_LIMITS.MAX_QUERY_WORDS);
}

// `/search?q=…&page=…` as it arrives: anything but one string is the empty query; a query with no word or
// longer than the limit is refused with its message (never a server error), in the site's language when the
// caller gives its words.
export function parseSearchQuery(
  raw: { q?: unknown; page?: unknown },
  messages: { emptyQuery: string; queryTooLong: string } = SEARCH_MESSAGES,
): SearchQuery {
  const q: unknown = Array.isArray(raw.q) ? (raw.q as unknown[])[0] : raw.q;
  const text = typeof q === 'string' ? q.trim() : '';
  if (text.length > SEARCH_LIMITS.MAX_QUERY_LENGTH)
    return {
      ok: false,
      text: text.slice(0, SEARCH_LIMITS.MAX_QUERY_LENGTH),
      message: messages.queryTooLong,
      status: 400,
    };
  const words = splitSearchWords(text);
  if (words.length === 0) return { ok: false, text, message: messages.emptyQuery, status: 400 };
  const pageText: unknown = Array.isArray(raw.page) ? (raw.page as unknown[])[0] : raw.page;
  const page = Number.parseInt(typeof pageText === 'string' ? pageText : '1', 10);
  return {
    ok: true,
    text,
    words,
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), SEARCH_LIMITS.MAX_PAGE) : 1,
  };
}
