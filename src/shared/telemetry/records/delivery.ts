import { z } from 'zod/mini';

// A page view's final count (issue 51): the last record the page makes on each hide. Its seq + 1 is how many
// records the page view made, itself included, so it carries nothing else and costs the facade one call.
export const DeliveryPayload = z.object({});
export type DeliveryPayload = z.infer<typeof DeliveryPayload>;

/** How many records a page view made, read from its final count's seq. */
export const madeByFinalCount = (seq: number): number => seq + 1;
