import { CensusButtonPayload } from '../../telemetry/records/censusButton';
import { formBoolean } from './formBoolean';

// POST /api/census/button-click and /button-render (visitor-runtime §7), form-encoded or JSON: the record's
// fields, with newWindow accepted as the text "true" or "false".
export const CensusButtonRequest = CensusButtonPayload.extend({ newWindow: formBoolean });
