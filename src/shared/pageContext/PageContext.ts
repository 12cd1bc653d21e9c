import { arr, bool, int, nullable, obj, oneOf, optional, str, type ShapeOf } from '../validation/shape';

// Spec visitor-runtime §3: checked before anything runs, as a page cached by a proxy may carry an older shape;
// with the small shape validator, as it runs in the first-load bundle.
export const AuthenticatedAccount = obj({ id: str, email: str, displayName: str });
export type AuthenticatedAccount = ShapeOf<typeof AuthenticatedAccount>;

const WebsiteSettingsShape = obj({
  popupOverlay: obj({ style: str, version: int, displayFrequency: int, showUntilSignup: bool, enableMobile: bool }),
  mobileInfoBarStyle: oneOf('none', 'light', 'dark'),
  badgeType: oneOf('none', 'black', 'white'),
  captchaSettings: obj({ siteKey: optional(str), scriptUrl: optional(str) }),
  disqusShortname: nullable(str),
  commentsEnabled: bool,
  pinterestOverlayOptions: obj({ mode: str }),
  useEscapeKeyToLogin: bool,
  storeSettings: obj({ selectedCurrency: str, measurementStandard: oneOf('IMPERIAL', 'METRIC') }),
});

const CookieSettingsShape = obj({
  isCookieBannerEnabled: bool,
  isRestrictiveCookiePolicyEnabled: bool,
  isRestrictiveCookiePolicyAbsolute: bool,
  isVisitorDataRestricted: bool,
  cookieBannerText: optional(str),
  cookieBannerCtaText: optional(str),
  cookieBannerOptOutCtaText: optional(str),
  cookieBannerVariant: optional(str),
  cookieBannerPosition: optional(str),
  cookieBannerTheme: optional(str),
  cookieBannerCtaVariant: optional(str),
  cookieBannerAcceptType: optional(str),
  cookieBannerSavedPreferencesText: optional(str),
});

export const PageContext = obj({
  website: obj({
    id: str,
    identifier: str,
    title: str,
    baseUrl: str,
    developerMode: bool,
    cloneable: bool,
    typekitId: nullable(str),
    locale: str,
    timeZone: str,
    templateId: str,
  }),
  websiteSettings: WebsiteSettingsShape,
  cookieSettings: CookieSettingsShape,
  websiteRoles: arr(int),
  authenticatedAccount: nullable(AuthenticatedAccount),
  siteMember: nullable(obj({ id: str, email: str, displayName: str })),
  pageId: str,
  pageTitle: str,
  pagePath: str,
  pageType: int,
  collectionId: nullable(str),
  itemId: nullable(str),
  // Spec visitor-runtime §3: the demo collections not yet cloned; for owners who edit content only, else [].
  demoCollections: arr(str),
  recordType: nullable(int),
  memberOnly: bool,
  showAnnouncementBar: bool,
  googleFonts: arr(obj({ includeName: str })),
  typekitFonts: arr(str),
  // Where the built assets are, so the runtime can start its worker and service worker.
  assets: obj({ serviceWorker: str }),
});
export type PageContext = ShapeOf<typeof PageContext>;

export function parsePageContext(value: unknown): PageContext {
  return PageContext(value, '$');
}
