import { z } from 'zod';

// Spec visitor-runtime §3. Enumerated values stay strings: §5 falls back to defaults for a value not allowed
// when the banner is resolved, rather than refuse the site file.
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
  // Spec visitor-runtime §2: the banner may sit in the announcement-bar dropzone instead of its fixed position.
  cookieBannerInAnnouncementBar: z.boolean().optional(),
});
export type CookieSettings = z.infer<typeof CookieSettings>;
