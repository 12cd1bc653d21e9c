import { z } from 'zod';
import { mediumText, shortText, urlText, visitorCookieText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/RecordHit: the `data` JSON. Sizes are CSS pixels; clientDate is
// the browser's clock in milliseconds. An item page names itemId and recordType; a collection page names
// collectionId ("itemId, recordType or collectionId").
export const CensusHitData = z.object({
  websiteId: shortText.min(1),
  templateId: shortText,
  website_locale: shortText,
  userAgent: z.string().max(1000),
  clientDate: z.number().int().nonnegative(),
  viewportWidth: z.number().int().nonnegative(),
  viewportHeight: z.number().int().nonnegative(),
  screenWidth: z.number().int().nonnegative(),
  screenHeight: z.number().int().nonnegative(),
  url: urlText,
  title: mediumText,
  itemId: shortText.nullable().optional(),
  recordType: z.number().int().nullable().optional(),
  collectionId: shortText.nullable().optional(),
});
export type CensusHitData = z.infer<typeof CensusHitData>;

// The census.hit record: the call's three form fields, with `data` as an object instead of JSON text.
export const CensusHitPayload = z.object({
  event: shortText.min(1),
  data: CensusHitData,
  // Absent when the restrictive cookie policy keeps the visitor cookie from being set.
  ss_cvr: visitorCookieText.optional(),
});
export type CensusHitPayload = z.infer<typeof CensusHitPayload>;
