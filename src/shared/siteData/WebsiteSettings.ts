import { z } from 'zod';
import { isCurrencyCode } from '../constants/currencies';
import { COMMERCE_LIMITS } from '../constants/limits';
import { Coupon, TaxRule } from './StorePricing';
import { NewsletterData } from '../blocks/newsletter';
import { LinkUrl } from '../blocks/media';

const Cents = z.int().min(0).max(COMMERCE_LIMITS.MAX_PRODUCT_PRICE_CENTS);

// Spec visitor-runtime §3 (website settings) and §9 (store currency, measurement standard).
export const PopupOverlaySettings = z.object({
  style: z.string().default('none'),
  version: z.int().nonnegative().default(1),
  displayFrequency: z.int().min(-1).default(-1),
  showUntilSignup: z.boolean().default(false),
  enableMobile: z.boolean().default(false),
  // Ours: what the overlay says, its newsletter sign-up and the paths it shows on (all when absent).
  title: z.string().min(1).optional(),
  message: z.string().min(1).optional(),
  newsletter: NewsletterData.optional(),
  pages: z.array(z.string().regex(/^\/[^?#]*$/, 'expected a path starting with /')).optional(),
});
export type PopupOverlaySettings = z.infer<typeof PopupOverlaySettings>;

export const WebsiteSettings = z.object({
  popupOverlay: PopupOverlaySettings.prefault({}),
  mobileInfoBarStyle: z.enum(['none', 'light', 'dark']).default('none'),
  // What the mobile information bar shows (docs/site-data.md); shown at 1024 px wide or less.
  mobileInfoBar: z
    .object({
      phone: z
        .string()
        .regex(/^\+?[0-9 ()-]{4,40}$/, 'expected a phone number')
        .optional(),
      email: z.email().optional(),
      location: z.string().min(1).max(120).optional(),
      hours: z.string().min(1).max(120).optional(),
    })
    .default({}),
  // The site's announcement bar above the header; the cookie banner may sit in its dropzone.
  announcementBar: z
    .object({ text: z.string().min(1).max(300), url: LinkUrl.optional() })
    .nullable()
    .default(null),
  badgeType: z.enum(['none', 'black', 'white']).default('none'),
  captchaSettings: z
    .object({
      siteKey: z.string().min(1).optional(),
      scriptUrl: z.string().min(1).optional(),
    })
    .default({}),
  // Part of a host name (https://{shortname}.disqus.com/count.js), so letters, digits and dashes only.
  disqusShortname: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'expected a Disqus shortname: letters, digits and dashes')
    .nullable()
    .default(null),
  commentsEnabled: z.boolean().default(false),
  // The Maps JavaScript API's browser key, sent only to pages with a map block (media-and-reporting §7).
  googleMapsApiKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'expected a Maps JavaScript API key: 8 to 100 letters, digits, _ or -')
    .nullable()
    .default(null),
  pinterestOverlayOptions: z.object({ mode: z.string() }).default({ mode: 'disabled' }),
  useEscapeKeyToLogin: z.boolean().default(true),
  // Commerce events go to this pixel when set, with the visitor's consent (docs/commerce.md).
  socialAdPixel: z
    .object({
      pixelId: z
        .string()
        .regex(/^[0-9]{5,20}$/, 'expected the pixel id: 5 to 20 digits')
        .nullable()
        .default(null),
      scriptUrl: z.string().min(1).default('https://connect.facebook.net/en_US/fbevents.js'),
    })
    .prefault({}),
  storeSettings: z
    .object({
      selectedCurrency: z
        .string()
        .refine(isCurrencyCode, 'expected a supported currency code (media-and-reporting §3)')
        .default('USD'),
      measurementStandard: z.enum(['IMPERIAL', 'METRIC']).default('IMPERIAL'),
      // Offered at checkout when the cart holds physical goods; the first is chosen until the shopper picks.
      shippingOptions: z
        .array(z.object({ id: z.string().min(1).max(60), name: z.string().min(1), priceCents: Cents }))
        .min(1)
        .default([{ id: 'standard', name: 'Standard shipping', priceCents: 0 }]),
      // Spec media-and-reporting §5: 'your order subtotal must be {subtotal} or more'. 0: no minimum.
      minimumSubtotalCents: Cents.default(0),
      // docs/commerce.md: coupons and tax rules, applied by the server when it computes a cart.
      coupons: z.array(Coupon).max(100).default([]),
      taxRules: z.array(TaxRule).max(20).default([]),
    })
    .prefault({}),
});
export type WebsiteSettings = z.infer<typeof WebsiteSettings>;
