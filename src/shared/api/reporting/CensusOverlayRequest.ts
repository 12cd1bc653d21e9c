import { z } from 'zod';
import { CensusOverlayPayload } from '../../telemetry/records/censusOverlay';

// POST /api/census/overlay (visitor-runtime §7, payload not shown): our census.overlay fields, form-encoded
// or JSON, with the version accepted as text. (The record schema is zod/mini: its shape is spread, as
// .extend() would.)
export const CensusOverlayRequest = z.object({
  ...CensusOverlayPayload.shape,
  version: z.coerce.number().int().nonnegative().optional(),
});
