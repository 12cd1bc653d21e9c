import type { SearchResults } from '../../../shared/search/SearchResults';
import { SEARCH_MESSAGES } from '../../../shared/messages/searchMessages';

export type LiveSearchState =
  { kind: 'results'; results: SearchResults } | { kind: 'message'; query: string; message: string };

interface LiveSearchDeps {
  fetchResults: (query: string, signal: AbortSignal) => Promise<SearchResults>;
  /** A refused query (400) carries its message: shown as it is. */
  readRefusal: (failure: unknown) => string | null;
  isOnline: () => boolean;
  onState: (state: LiveSearchState) => void;
  debounceMs: number;
  /** The failures' words in the site's language (default: the spec's English). */
  messages?: { resultsUnavailable: string; networkError: string };
}

// Results as you type: each change waits `debounceMs` for the next key stroke, and a newer query aborts the
// request of the older one, so a slow stale answer never replaces a fresh one. A failure says 'Network
// error' when the browser is offline and 'Unable to load results' otherwise (media-and-reporting §8).
export function createLiveSearch(deps: LiveSearchDeps) {
  const messages = deps.messages ?? SEARCH_MESSAGES;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | null = null;

  const run = async (query: string) => {
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    try {
      const results = await deps.fetchResults(query, controller.signal);
      if (!controller.signal.aborted) deps.onState({ kind: 'results', results });
    } catch (failure) {
      if (controller.signal.aborted) return;
      const refusal = deps.readRefusal(failure);
      const message = refusal ?? (deps.isOnline() ? messages.resultsUnavailable : messages.networkError);
      deps.onState({ kind: 'message', query, message });
    } finally {
      if (inflight === controller) inflight = null;
    }
  };

  return {
    change(query: string): void {
      clearTimeout(timer);
      timer = setTimeout(() => void run(query), deps.debounceMs);
    },
    /** Search at once (the form was submitted). */
    submit(query: string): Promise<void> {
      clearTimeout(timer);
      return run(query);
    },
    stop(): void {
      clearTimeout(timer);
      inflight?.abort();
    },
  };
}
