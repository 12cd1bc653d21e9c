import { z } from 'zod';
import { CensusButtonPayload } from '../../telemetry/records/censusButton';
import { formBoolean } from './formBoolean';

// POST /api/census/button-click and /button-render (visitor-runtime §7), form-encoded or JSON. The zod/mini
// record schema has no .extend(): its shape is spread, as .extend() would.
export const CensusButtonRequest = z.object({ ...CensusButtonPayload.shape, newWindow: formBoolean });
