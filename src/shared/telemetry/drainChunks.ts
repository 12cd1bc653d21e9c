import { byteLength } from './chunkSerialisedRecords';
import { classifyResponse } from './classifyResponse';
import { countRecordsOfKind } from './countRecordsOfKind';
import type { InflightBudget } from './createInflightBudget';
import type { ChunkStore } from './openChunkStore';
import { parseRetryAfter } from './parseRetryAfter';
import { planRequests } from './planRequests';

const REQUEST_TIMEOUT_MS = 30000;

export interface DrainDependencies {
  store: ChunkStore;
  /** fetch, given by the caller (worker or service worker). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  budget: InflightBudget;
  maxRequestBytes: number;
  now: () => number;
}

export interface DrainOutcome {
  requests: number;
  bytes: number;
  sent: number;
  /** Records dropped because the server refused them with a 4xx other than 429, by status; `analytics` of them were analytics events. */
  refused: Array<{ status: number; count: number; analytics: number }>;
  /** Something must be retried later; wait at least retryAfterMs when the server said so. */
  retry: boolean;
  retryAfterMs: number | null;
  remaining: number;
}

// One drain round, shared by the worker and the service worker: send every persisted chunk as
// CORS-simple keepalive requests (a string body is text/plain; no custom headers), delete chunks only
// after a 2xx, keep them for the next round on a network error, 5xx or 429.
export async function drainChunks(deps: DrainDependencies): Promise<DrainOutcome> {
  const chunks = await deps.store.list();
  const requests = planRequests(chunks, deps.maxRequestBytes, byteLength);
  const outcome: DrainOutcome = { requests: 0, bytes: 0, sent: 0, refused: [], retry: false, retryAfterMs: null, remaining: 0 };
  await Promise.all(
    requests.map(async (request) => {
      await deps.budget.acquire(request.bytes);
      let status: number | null = null;
      let retryAfter: string | null = null;
      try {
        outcome.requests += 1;
        outcome.bytes += request.bytes;
        // A server that never answers must not hold the drain lock for ever: give up after 30 s and retry.
        const response = await deps.fetch(request.destination, { method: 'POST', body: request.body, keepalive: true, credentials: 'same-origin', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        // Chromium counts a keepalive request against the 64 KB until its response is read to the end.
        await response.arrayBuffer().catch(() => undefined);
      } catch {
        status = null;
      } finally {
        deps.budget.release(request.bytes);
      }
      const verdict = classifyResponse(status);
      if (verdict === 'stored') {
        await deps.store.remove(request.keys);
        outcome.sent += request.count;
      } else if (verdict === 'drop') {
        await deps.store.remove(request.keys);
        outcome.refused.push({ status: status ?? 0, count: request.count, analytics: countRecordsOfKind(request.body, 'analytics') });
      } else {
        outcome.retry = true;
        outcome.remaining += request.count;
        const wait = parseRetryAfter(retryAfter, deps.now());
        if (wait !== null) outcome.retryAfterMs = Math.max(outcome.retryAfterMs ?? 0, wait);
      }
    }),
  );
  return outcome;
}
