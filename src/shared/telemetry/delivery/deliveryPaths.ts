// The ways a record travels to the server (docs/telemetry.md, "Can I trust the numbers?"). Each request to the
// batch endpoint names its way in the query (`via`) and the sender's clock when it sent (`sent`, ms since the
// epoch), so the server can tell each record's path and the page's clock offset without reading the body.
export const DELIVERY_PATHS = ['worker', 'beacon', 'sw', 'resend', 'copy'] as const;
export type DeliveryPath = (typeof DELIVERY_PATHS)[number];

export const DELIVERY_QUERY = { VIA: 'via', SENT: 'sent' } as const;

/** The batch endpoint's address for a request sent by `via`, stamped with the sender's clock now. */
export function deliveryUrl(url: string, via: DeliveryPath, now: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}${DELIVERY_QUERY.VIA}=${via}&${DELIVERY_QUERY.SENT}=${now}`;
}

/** A path as the bit the page view's row keeps of it (`paths`, an OR of every path its records came by). */
export function deliveryPathBit(via: DeliveryPath): number {
  return 1 << DELIVERY_PATHS.indexOf(via);
}

/** The paths an OR of bits names, in DELIVERY_PATHS' order. */
export function deliveryPathsOf(bits: number): DeliveryPath[] {
  return DELIVERY_PATHS.filter((via) => bits & deliveryPathBit(via));
}
