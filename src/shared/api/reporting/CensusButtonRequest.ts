import { z } from 'zod';
import { CensusButtonPayload } from '../../telemetry/records/censusButton';
import { formBoolean } from './formBoolean';

// POST /api/census/button-click and /button-render (visitor-runtime §7), form-encoded or JSON: the record's
// fields, with newWindow accepted as the text "true" or "false". (The record schema is zod/mini, which has no
// .extend(): its shape is spread into a classic object, which is what .extend() makes.)
export const CensusButtonRequest = z.object({ ...CensusButtonPayload.shape, newWindow: formBoolean });
