// The add-to-cart code and the cart page tell the header's cart indicator about changes with a DOM event
// of this name on document: at once ("optimistic", a change in count) and with the server's answer.
export const CART_CHANGED_EVENT = 'site:cart-changed';

export type CartChangedDetail =
  | { kind: 'optimistic'; delta: number }
  | { kind: 'confirmed'; totalQuantity: number; delta: number }
  | { kind: 'failed'; delta: number };

// The indicator's count after an event: optimistic changes move it at once; a confirmed change sets the
// server's count less the changes still in flight; a failed one takes its change back.
export function applyCartChange(
  state: { serverCount: number; pendingDelta: number },
  detail: CartChangedDetail,
): { serverCount: number; pendingDelta: number } {
  if (detail.kind === 'optimistic') return { ...state, pendingDelta: state.pendingDelta + detail.delta };
  const pendingDelta = state.pendingDelta - detail.delta;
  if (detail.kind === 'failed') return { ...state, pendingDelta };
  return { serverCount: detail.totalQuantity, pendingDelta };
}
