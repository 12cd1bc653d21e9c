import type { WebVitalName } from '../../../../src/shared/api/config/WebVital';
import { VITAL_PAYLOAD_PATHS } from '../../../../src/server/storage/inspector/vitalPayloadPaths';

// A performance payload carrying the given vitals where the performance record schema puts them.
export function performancePayload(vitals: Partial<Record<WebVitalName, number>>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(vitals) as [WebVitalName, number][]) {
    const path = VITAL_PAYLOAD_PATHS[name].split('.');
    let target = payload;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path[path.length - 1]!] = value;
  }
  return payload;
}
