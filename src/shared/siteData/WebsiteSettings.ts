import { z } from 'zod';

// Spec visitor-runtime §3 (website settings) and §9 (store currency, measurement standard).
export const PopupOverlaySettings = z.object({
  style: z.string().default('none'),
  version: z.int().nonnegative().default(1),
  displayFrequency: z.int().min(-1).default(-1),
  showUntilSignup: z.boolean().default(false),
  enableMobile: z.boolean().default(false),
});

export const WebsiteSettings = z.object({
  popupOverlay: PopupOverlaySettings.default({
    style: 'none',
    version: 1,
    displayFrequency: -1,
    showUntilSignup: false,
    enableMobile: false,
  }),
  mobileInfoBarStyle: z.enum(['none', 'light', 'dark']).default('none'),
  badgeType: z.enum(['none', 'black', 'white']).default('none'),
  captchaSettings: z
    .object({
      siteKey: z.string().min(1).optional(),
      // Where the captcha widget script is loaded from; tests point it at a local widget.
      scriptUrl: z.string().min(1).optional(),
    })
    .default({}),
  disqusShortname: z.string().nullable().default(null),
  commentsEnabled: z.boolean().default(false),
  pinterestOverlayOptions: z.object({ mode: z.string() }).default({ mode: 'disabled' }),
  useEscapeKeyToLogin: z.boolean().default(true),
  storeSettings: z
    .object({
      selectedCurrency: z.string().length(3).default('USD'),
      measurementStandard: z.enum(['IMPERIAL', 'METRIC']).default('IMPERIAL'),
    })
    .default({ selectedCurrency: 'USD', measurementStandard: 'IMPERIAL' }),
});
export type WebsiteSettings = z.infer<typeof WebsiteSettings>;
