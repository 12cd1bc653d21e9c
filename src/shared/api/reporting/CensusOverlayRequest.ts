import { z } from 'zod';
import { CensusOverlayPayload } from '../../telemetry/records/censusOverlay';

// POST /api/census/overlay (visitor-runtime §7, payload not shown): our census.overlay fields, form-encoded
// or JSON, with the version accepted as text.
export const CensusOverlayRequest = CensusOverlayPayload.extend({
  version: z.coerce.number().int().nonnegative().optional(),
});
