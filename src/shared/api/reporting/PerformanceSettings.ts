import { bool, obj, str, type ShapeOf } from '../../validation/shape';

// GET /api/1/performance/settings (media-and-reporting §7): the flag names are ours; both must be on (§4).
// The small shape validator: zod would be most of the browser's lazy chunk.
export const PerformanceSettings = obj({
  pageLoadId: str,
  rollout: obj({ reporterEnabled: bool, appEnabled: bool }),
});
export type PerformanceSettings = ShapeOf<typeof PerformanceSettings>;
