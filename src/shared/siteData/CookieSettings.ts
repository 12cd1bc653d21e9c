import { z } from 'zod';

// Spec visitor-runtime §3 (cookie banner settings). Enumerated values are kept as strings here because
// §5 says banner settings fall back to defaults when a value is missing or not allowed: the fallback is a
// rule applied when the banner is resolved, not a reason to refuse the whole site file.
export const CookieSettings = z.object({
  isCookieBannerEnabled: z.boolean().default(false),
  isRestrictiveCookiePolicyEnabled: z.boolean().default(false),
  isRestrictiveCookiePolicyAbsolute: z.boolean().default(false),
  isVisitorDataRestricted: z.boolean().default(false),
  cookieBannerText: z.string().optional(),
  cookieBannerCtaText: z.string().optional(),
  cookieBannerOptOutCtaText: z.string().optional(),
  cookieBannerVariant: z.string().optional(),
  cookieBannerPosition: z.string().optional(),
  cookieBannerTheme: z.string().optional(),
  cookieBannerCtaVariant: z.string().optional(),
  cookieBannerAcceptType: z.string().optional(),
  cookieBannerSavedPreferencesText: z.string().optional(),
  // Spec visitor-runtime §2: the banner may sit in the announcement-bar dropzone, above the header, in the
  // page's flow, instead of its fixed position.
  cookieBannerInAnnouncementBar: z.boolean().optional(),
});
export type CookieSettings = z.infer<typeof CookieSettings>;
