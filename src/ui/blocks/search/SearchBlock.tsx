import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchResults } from '../../../shared/search/SearchResults';
import { SEARCH_LIMITS } from '../../../shared/search/searchLimits';
import type { SearchWords } from '../../../shared/words/searchWords';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { useBlockRuntime } from '../../runtime/BlockRuntime';
import { createLiveSearch, type LiveSearchState } from './createLiveSearch';
import { SearchResultList } from './SearchResultList';

export interface SearchBlockProps {
  id: string;
  query: string;
  /** The server's results for `query`; null when the query was refused (then `message` says why). */
  results: SearchResults | null;
  message: string;
  /** Its words in the site's language (resolvers.ts). */
  words: SearchWords;
}

export const SEARCH_API = '/api/search';

function readRefusal(failure: unknown): string | null {
  const data = (failure as { status?: number; data?: { error?: unknown } } | null) ?? null;
  return data?.status === 400 && typeof data.data?.error === 'string' ? data.data.error : null;
}

// The search page (/search, page type 102): a complete server-rendered page with its form, ranked results
// and paging; once hydrated, results follow the typing (createLiveSearch) and each answered search goes to
// the telemetry pipeline as the `search` commerce event.
export default function SearchBlock({ id, query, results, message, words }: SearchBlockProps) {
  const { dataLayer, telemetry, pageContext } = useBlockRuntime();
  const initial: LiveSearchState = results ? { kind: 'results', results } : { kind: 'message', query, message };
  const [state, setState] = useState<LiveSearchState>(initial);
  const [text, setText] = useState(query);
  const hydrated = useRef(false);

  // The `search` commerce event (docs/commerce.md): a telemetry record, and the social-ad pixel's Search where
  // the site has one and the visitor consented; its code loads with the first answered search.
  const recordSearch = useCallback(
    (found: SearchResults) =>
      void import('../../commerce/emitCommerceEvent').then((m) =>
        m.emitCommerceEvent(telemetry, 'search', { query: found.query, total: found.total, page: found.page }),
      ),
    [telemetry],
  );

  const live = useMemo(
    () =>
      createLiveSearch({
        fetchResults: (q, signal) =>
          dataLayer.get<SearchResults>(SEARCH_API, { query: { q }, signal, handleErrors: true }),
        readRefusal,
        isOnline: () => navigator.onLine,
        debounceMs: SEARCH_LIMITS.TYPE_DEBOUNCE_MS,
        messages: words,
        onState: (next) => {
          setState(next);
          const q = next.kind === 'results' ? next.results.query : next.query;
          history.replaceState(history.state, '', `/search?${new URLSearchParams({ q }).toString()}`);
          if (next.kind === 'results') recordSearch(next.results);
        },
      }),
    [dataLayer, recordSearch, words],
  );
  // The search the server answered counts once, when the block hydrates.
  useEffect(() => {
    if (!hydrated.current && results) recordSearch(results);
    hydrated.current = true;
    return () => live.stop();
  }, [live, recordSearch, results]);

  const shown = state.kind === 'results' ? state.results : null;
  return (
    <section id={`search-${id}`} className="search" aria-labelledby="search-title">
      <h1 id="search-title">{words.title}</h1>
      <form
        className="search-form"
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          void live.submit(text);
        }}
      >
        <label htmlFor="search-page-q">{words.label}</label>
        <input
          id="search-page-q"
          className="control-input"
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_LIMITS.MAX_QUERY_LENGTH + 1}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            live.change(event.target.value);
          }}
        />
        <button type="submit" className="control-button control-button--primary">
          {words.button}
        </button>
      </form>
      <p className="search-status" role={state.kind === 'message' ? 'alert' : 'status'} aria-live="polite">
        {state.kind === 'message'
          ? state.message
          : shown && shown.total === 0
            ? words.noResults
            : shown
              ? formatMessage(words.resultsFor, pageContext.website.locale, { n: shown.total, query: shown.query })
              : ''}
      </p>
      {shown ? <SearchResultList results={shown} words={words} /> : null}
    </section>
  );
}
