import { z } from 'zod/mini';
import { shortText, visitorCookieText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/overlay: the payload is not shown. Ours: what happened to the
// popup overlay (shown, closed, submitted), its settings version (§3 popupOverlay.version) and the visitor
// cookie like the other census calls.
const CENSUS_OVERLAY_ACTIONS = ['show', 'close', 'submit'] as const;

export const CensusOverlayPayload = z.object({
  action: z.enum(CENSUS_OVERLAY_ACTIONS),
  version: z.optional(z.number().check(z.int(), z.nonnegative())),
  style: z.optional(shortText),
  visitorCookie: z.optional(visitorCookieText),
});
export type CensusOverlayPayload = z.infer<typeof CensusOverlayPayload>;
