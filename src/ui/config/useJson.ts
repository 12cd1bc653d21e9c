import { useEffect, useState } from 'react';
import { fetchJson } from './fetchJson';

export type JsonState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

// Loads `url` after hydration and again whenever it changes; a stale answer never replaces a newer one.
export function useJson<T>(url: string | null): JsonState<T> {
  const [state, setState] = useState<JsonState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchJson<T>(url, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [url]);
  return state;
}
