import { describe, expect, it } from 'vitest';
import { VITAL_PAYLOAD_PATHS } from '../../../../src/server/storage/inspector/vitalPayloadPaths';
import { PerformancePayload } from '../../../../src/shared/telemetry/records/performance';

// The inspector reads vitals where the performance record schema puts them: a renamed field must fail here,
// not leave the vitals panel silently empty.
describe('VITAL_PAYLOAD_PATHS', () => {
  it('names fields of the performance record payload', () => {
    for (const path of Object.values(VITAL_PAYLOAD_PATHS)) {
      const [top, field] = path.split('.');
      expect(top).toBe('data');
      expect(Object.keys(PerformancePayload.shape.data.shape)).toContain(field);
    }
  });
});
