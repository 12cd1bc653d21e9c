import { bool, obj, str, type ShapeOf } from '../../validation/shape';

// GET /api/1/performance/settings (media-and-reporting §7): the spec shows only that the reply carries a
// pageLoadId and rollout flags. Ours: { pageLoadId, rollout: { reporterEnabled, appEnabled } }; nothing is
// sent unless both flags are on (§4). Written with the small shape validator because the browser checks
// the reply in a lazily loaded chunk where zod would be most of the weight.
export const PerformanceSettings = obj({
  pageLoadId: str,
  rollout: obj({ reporterEnabled: bool, appEnabled: bool }),
});
export type PerformanceSettings = ShapeOf<typeof PerformanceSettings>;
