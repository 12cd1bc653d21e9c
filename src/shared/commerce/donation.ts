// A donation is an order line of its own kind: no product type of the spec (physical 1 … paywall 5) is 0, so
// a donation line carries 0 and its donate page's id as its product id.
export const DONATION_LINE_TYPE = 0;

/** The SKU a donation line is stored under. */
export function donationSku(donatePageId: string): string {
  return `DONATE-${donatePageId}`.slice(0, 60);
}
