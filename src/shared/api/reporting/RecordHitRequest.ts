import { z } from 'zod';
import { CensusHitData } from '../../telemetry/records/censusHit';
import { jsonText } from './jsonText';

// POST /api/census/RecordHit (visitor-runtime §7): form-encoded event, data (JSON text), ss_cvr.
export const RecordHitRequest = z.object({
  event: z.string().min(1).max(200),
  data: jsonText(CensusHitData),
  ss_cvr: z.string().max(200).optional(),
});
export type RecordHitRequest = z.infer<typeof RecordHitRequest>;
