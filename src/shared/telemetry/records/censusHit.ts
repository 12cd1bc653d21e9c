import { z } from 'zod/mini';
import { mediumText, shortText, urlText, visitorCookieText } from './fieldLimits';

// Spec visitor-runtime §7, POST /api/census/RecordHit: the `data` JSON; sizes in CSS pixels.
export const CensusHitData = z.object({
  websiteId: shortText.check(z.minLength(1)),
  templateId: shortText,
  website_locale: shortText,
  userAgent: z.string().check(z.maxLength(1000)),
  clientDate: z.number().check(z.int(), z.nonnegative()),
  viewportWidth: z.number().check(z.int(), z.nonnegative()),
  viewportHeight: z.number().check(z.int(), z.nonnegative()),
  screenWidth: z.number().check(z.int(), z.nonnegative()),
  screenHeight: z.number().check(z.int(), z.nonnegative()),
  url: urlText,
  title: mediumText,
  itemId: z.optional(z.nullable(shortText)),
  recordType: z.optional(z.nullable(z.number().check(z.int()))),
  collectionId: z.optional(z.nullable(shortText)),
});
export type CensusHitData = z.infer<typeof CensusHitData>;

// The census.hit record: the call's three form fields, with `data` as an object instead of JSON text.
export const CensusHitPayload = z.object({
  event: shortText.check(z.minLength(1)),
  data: CensusHitData,
  // Absent when the restrictive cookie policy keeps the visitor cookie from being set.
  ss_cvr: z.optional(visitorCookieText),
});
export type CensusHitPayload = z.infer<typeof CensusHitPayload>;
