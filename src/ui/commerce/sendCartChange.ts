import type { DataLayerClient } from '../../shared/dataLayer/DataLayerClient';
import type { CartView } from '../../shared/commerce/CartView';
import { CART_CHANGED_EVENT, type CartChangedDetail } from '../../shared/commerce/cartEvents';
import { COMMERCE_PATHS } from '../../shared/api/commerce/cartPaths';
import { createIdempotencyId } from '../../shared/forms/createIdempotencyId';
import { startCartIndicator } from './startCartIndicator';

export interface CartReply {
  cart: CartView;
}

function announce(detail: CartChangedDetail): void {
  document.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail }));
}

// Every cart change of the page goes through this one queue, so changes are sent one at a time and in
// order. The header's indicator moves at once (optimistic) and settles on the server's count. Each change
// carries its idempotency key, kept across the data layer's retries, so a retried change lands once.
let tail: Promise<unknown> = Promise.resolve();

export function sendCartChange(
  dataLayer: DataLayerClient,
  method: 'post' | 'put',
  body: Record<string, unknown>,
  delta: number,
): Promise<CartReply> {
  const idempotencyKey = createIdempotencyId((array) => crypto.getRandomValues(array));
  startCartIndicator(document, window);
  announce({ kind: 'optimistic', delta });
  const sent = tail.then(() =>
    dataLayer[method]<CartReply>(COMMERCE_PATHS.CART_ENTRIES_API, {
      body: { ...body, idempotencyKey },
      handleErrors: true,
      retries: 2,
    }),
  );
  tail = sent.catch(() => undefined);
  return sent.then(
    (reply) => {
      announce({ kind: 'confirmed', totalQuantity: reply.cart.totalQuantity, delta });
      return reply;
    },
    (error: unknown) => {
      announce({ kind: 'failed', delta });
      throw error;
    },
  );
}

/** The words the server gave for a refused change, else the fallback. */
/** How many more the cart can take, when the server refused for lack of stock; null otherwise. */
export function readAvailable(error: unknown): number | null {
  const available = (error as { data?: { available?: unknown } } | null)?.data?.available;
  return typeof available === 'number' && Number.isInteger(available) && available >= 0 ? available : null;
}

export function readRefusal(error: unknown, fallback: string): string {
  const data = (error as { data?: { error?: unknown } } | null)?.data;
  return typeof data?.error === 'string' ? data.error : fallback;
}
