import { z } from 'zod';
import { CensusOverlayPayload } from '../../telemetry/records/censusOverlay';

// POST /api/census/overlay (visitor-runtime §7), form-encoded or JSON, the version accepted as text.
export const CensusOverlayRequest = z.object({
  ...CensusOverlayPayload.shape,
  version: z.coerce.number().int().nonnegative().optional(),
});
