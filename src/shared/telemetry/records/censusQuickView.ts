import { z } from 'zod/mini';
import { shortText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/RecordQuickView/{id}: as a record the id travels in the payload.
export const CensusQuickViewPayload = z.object({ itemId: shortText.check(z.minLength(1)) });
export type CensusQuickViewPayload = z.infer<typeof CensusQuickViewPayload>;
