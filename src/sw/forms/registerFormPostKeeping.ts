/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { API_PATHS } from '../../shared/constants/apiPaths';
import {
  FORM_POST_QUEUE,
  FORM_SAVED_PAGE_CACHE,
  FORM_SAVED_PAGE_PATH,
  OFFLINE_RETENTION_MS,
} from '../../shared/forms/formPolicy';
import { OFFLINE_MESSAGES } from '../../shared/forms/fieldMessages';
import { POSTED_FORM_INPUTS } from '../../shared/forms/PostedForm';
import { createIdempotencyId } from '../../shared/forms/createIdempotencyId';

// A form the browser posts itself (no script, or before its island hydrated: POST /api/form/post as a
// navigation) that cannot reach the server is kept here, in a workbox-background-sync queue of its own, for
// OFFLINE_RETENTION_MS like the page's submissions; the visitor gets the site's "saved" page instead of the
// browser's offline page. It is delivered when back online (sync, or the next page that loads from the server)
// with an idempotency id of its own, so the server stores it once however often it is sent (docs/forms.md).
export function registerFormPostKeeping(self: ServiceWorkerGlobalScope): void {
  const savedPageUrl = new URL(FORM_SAVED_PAGE_PATH, self.location.origin).href;
  let delivering: Promise<void> | null = null;
  const deliver = (queue: Queue): Promise<void> =>
    (delivering ??= deliverAll(queue).finally(() => (delivering = null)));
  const queue: Queue = new Queue(FORM_POST_QUEUE, {
    maxRetentionTime: OFFLINE_RETENTION_MS / 60_000,
    onSync: () => deliver(queue),
  });

  // The saved page is the site's own, with its header and styles; fetched while the worker installs (online).
  self.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(FORM_SAVED_PAGE_CACHE)
        .then((cache) => cache.add(savedPageUrl))
        .catch((error: unknown) => console.warn('Could not cache the form saved page', error)),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.mode !== 'navigate') return;
    if (request.method === 'POST' && new URL(request.url).pathname === API_PATHS.POST_FORM) {
      event.respondWith(postOrKeep(request, queue, savedPageUrl));
      return;
    }
    // A page that loads from the server says the connection is back: what was kept goes now.
    if (request.method === 'GET')
      event.waitUntil(
        queue
          .size()
          .then((size) => (size > 0 ? deliver(queue) : undefined))
          .catch(() => undefined),
      );
  });
}

async function postOrKeep(request: Request, queue: Queue, savedPageUrl: string): Promise<Response> {
  const body = await request.clone().text();
  try {
    return await fetch(request);
  } catch {
    const id = createIdempotencyId((array) => crypto.getRandomValues(array));
    const kept = new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? 'application/x-www-form-urlencoded' },
      body: `${body}&${POSTED_FORM_INPUTS.idempotencyId}=${id}`,
    });
    await queue.pushRequest({ request: kept });
    return (
      (await caches.match(savedPageUrl)) ??
      new Response(
        `<!doctype html><meta charset="utf-8"><title>${OFFLINE_MESSAGES.savedPageTitle}</title><p>${OFFLINE_MESSAGES.savedForLater}</p>`,
        {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        },
      )
    );
  }
}

// Sends each kept post in turn. The server's redirect (stored) or a refusal (4xx: its answer is a page the
// visitor is not on) ends it; no answer or a 5xx keeps it, and a failed sync is retried by the browser.
async function deliverAll(queue: Queue): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let retry = false;
    try {
      const response = await fetch(entry.request.clone(), { redirect: 'manual' });
      retry = response.status >= 500;
      if (response.status >= 400 && !retry) console.warn('A kept form post was refused', response.status);
    } catch {
      retry = true;
    }
    if (retry) {
      await queue.unshiftRequest(entry);
      throw new Error('A kept form post could not be delivered; retrying on the next sync');
    }
  }
}
