import { classifyResponse } from '../shared/telemetry/classifyResponse';
import { countRecordsOfKind } from './countRecordsOfKind';
import type { InflightBudget } from './createInflightBudget';
import {
  encodeRequests,
  GZIP_BODY_HEADERS,
  plainRequests,
  planRemainders,
  type Compress,
  type WireRequest,
} from './encodeRequests';
import type { ChunkStore } from './ChunkStore';
import { parseRetryAfter } from '../shared/telemetry/parseRetryAfter';
import { PIPELINE_LIMITS } from '../shared/telemetry/pipelineLimits';
import { isClaimedElsewhere, type ChunkClaim, type PersistedChunk } from './PersistedChunk';
import { readLiveWriters, writerOfRound, type WriterLockManager } from '../shared/telemetry/writerLocks';
import { deliveryUrl, type DeliveryPath } from '../shared/telemetry/delivery/deliveryPaths';

const REQUEST_TIMEOUT_MS = 30000;

interface DrainDependencies {
  store: ChunkStore;
  /** fetch, given by the caller (worker or service worker). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  budget: InflightBudget;
  maxRequestBytes: number;
  now: () => number;
  /** Names this round in the chunks it claims; unique per round, so two rounds of one thread do not share. */
  roundId: string;
  /** The id of a page going away: this round takes over the chunks that page's rounds claimed. */
  takeOverFrom?: string;
  /** navigator.locks, where it exists: the claims of writers whose lock is free are taken over (writerLocks.ts). */
  locks?: WriterLockManager;
  /** gzip, where the platform has it: fuller requests, fewer of them (encodeRequests). */
  compress?: Compress;
  /** Send full requests only, leaving the smaller last one of a destination for a later round (planRemainders). */
  fullOnly?: boolean;
  /**
   * The path its requests name (deliveryUrl), with the sender's clock: the server's delivery figures. With
   * `ownWriter` (a page's worker: its page id), chunks another writer persisted (earlier pages' leftovers) go
   * in requests of their own named `resend`.
   */
  via?: DeliveryPath;
  ownWriter?: string;
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
  /** Records in chunks another round held: that round sends them, or they are free again at heldUntil. */
  heldElsewhere: number;
  heldUntil: number | null;
  /** Records (and their JSON bytes) a full-only round left unclaimed for a later round. */
  heldBack: { records: number; bytes: number };
}

// The writers whose claims this round takes over: the page that said it is going away, and every writer
// holding a live claim whose lock is free (its context ended mid-round). The locks are asked only when some
// chunk is held elsewhere; this round's own writer is alive whatever the query says (its lock may still be
// on its way).
async function findGoneWriters(listed: PersistedChunk[], deps: DrainDependencies, now: number): Promise<string[]> {
  const gone = deps.takeOverFrom === undefined ? [] : [deps.takeOverFrom];
  const held = listed.filter((chunk) => isClaimedElsewhere(chunk, deps.roundId, now, gone));
  if (held.length === 0) return gone;
  const live = await readLiveWriters(deps.locks);
  if (!live) return gone;
  const self = writerOfRound(deps.roundId);
  for (const chunk of held) {
    const writer = writerOfRound((chunk.claim as ChunkClaim).owner);
    if (writer !== self && !live.has(writer) && !gone.includes(writer)) gone.push(writer);
  }
  return gone;
}

// One drain round, shared by the worker and the service worker: claim the persisted chunks no other round
// holds (a lease in IndexedDB, not a Web Lock: a page frozen in the back/forward cache while holding a Web
// Lock is evicted as soon as another context asks for it, and a lease simply runs out), send them as
// CORS-simple keepalive requests (a text/plain body, gzip-compressed where the platform can, the encoding
// named in the query; no custom headers), delete chunks only
// after a 2xx, and let go of them for the next round on a network error, 5xx or 429. Correctness does not
// rest on the claims: the server stores each record id once.
export async function drainChunks(deps: DrainDependencies): Promise<DrainOutcome> {
  const now = deps.now();
  const listed = await deps.store.list();
  const outcome: DrainOutcome = {
    requests: 0,
    bytes: 0,
    sent: 0,
    refused: [],
    retry: false,
    retryAfterMs: null,
    remaining: 0,
    heldElsewhere: 0,
    heldUntil: null,
    heldBack: { records: 0, bytes: 0 },
  };
  const takeOverFrom = await findGoneWriters(listed, deps, now);
  const unclaimed = listed.filter((chunk) => !isClaimedElsewhere(chunk, deps.roundId, now, takeOverFrom));
  // A round started because most of a full request waited: what would make a smaller request after the
  // full ones waits for the next round instead (its records are persisted), rather than costing a request.
  const heldBack = new Set<string>();
  for (const request of deps.fullOnly
    ? planRemainders(unclaimed, deps.maxRequestBytes, deps.compress !== undefined)
    : []) {
    for (const key of request.keys) heldBack.add(key);
    outcome.heldBack.records += request.count;
    outcome.heldBack.bytes += request.bytes;
  }
  const free = unclaimed.filter((chunk) => !heldBack.has(chunk.key));
  const chunks = await deps.store.claim(
    free.map((chunk) => chunk.key),
    deps.roundId,
    now + PIPELINE_LIMITS.CHUNK_CLAIM_MS,
    now,
    takeOverFrom,
  );
  const mine = new Set(chunks.map((chunk) => chunk.key));
  for (const chunk of listed) {
    if (mine.has(chunk.key) || heldBack.has(chunk.key)) continue;
    // Held by another round now, or claimed by one between listing and claiming.
    outcome.heldElsewhere += chunk.count;
    const until = chunk.claim?.until ?? now + PIPELINE_LIMITS.CHUNK_CLAIM_MS;
    outcome.heldUntil = Math.min(outcome.heldUntil ?? until, until);
  }
  // A chunk key is `<time>:<writer>:<n>` (createChunkKey).
  const isOwn = (chunk: PersistedChunk) => deps.ownWriter === undefined || chunk.key.split(':')[1] === deps.ownWriter;
  const requests = [
    ...(await encodeRequests(chunks.filter(isOwn), deps.maxRequestBytes, deps.compress)).map((r) => ({
      ...r,
      via: deps.via,
    })),
    ...(
      await encodeRequests(
        chunks.filter((chunk) => !isOwn(chunk)),
        deps.maxRequestBytes,
        deps.compress,
      )
    ).map((r) => ({ ...r, via: 'resend' as const })),
  ];
  const byKey = new Map(chunks.map((chunk) => [chunk.key, chunk]));
  const send = async (request: WireRequest & { via?: DeliveryPath }): Promise<void> => {
    await deps.budget.acquire(request.bytes);
    let status: number | null = null;
    let retryAfter: string | null = null;
    try {
      outcome.requests += 1;
      outcome.bytes += request.bytes;
      // A server that never answers must not hold the chunks for ever: give up after 30 s and retry.
      const headers = typeof request.body === 'string' ? undefined : GZIP_BODY_HEADERS;
      const url = request.via ? deliveryUrl(request.url, request.via, deps.now()) : request.url;
      const response = await deps.fetch(url, {
        method: 'POST',
        body: request.body,
        headers,
        keepalive: true,
        credentials: 'same-origin',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      // Chromium counts a keepalive request against the 64 KB until its response is read to the end.
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = null;
    } finally {
      deps.budget.release(request.bytes);
    }
    // A gzip body the server will not take as it is (it unpacks to too much, or its records are too many
    // for its size) goes again plain, now: the server takes any plain body of records it takes at all.
    if (status === 413 && typeof request.body !== 'string') {
      const own = request.keys.map((key) => byKey.get(key) as PersistedChunk);
      await Promise.all(plainRequests(own, deps.maxRequestBytes).map((plain) => send({ ...plain, via: request.via })));
      return;
    }
    const verdict = classifyResponse(status);
    if (verdict === 'stored') {
      await deps.store.remove(request.keys);
      outcome.sent += request.count;
    } else if (verdict === 'drop') {
      await deps.store.remove(request.keys);
      outcome.refused.push({
        status: status ?? 0,
        count: request.count,
        analytics: countRecordsOfKind(request.json, 'analytics'),
      });
    } else {
      await deps.store.release(request.keys, deps.roundId);
      outcome.retry = true;
      outcome.remaining += request.count;
      const wait = parseRetryAfter(retryAfter, deps.now());
      if (wait !== null) outcome.retryAfterMs = Math.max(outcome.retryAfterMs ?? 0, wait);
    }
  };
  await Promise.all(requests.map(send));
  return outcome;
}
