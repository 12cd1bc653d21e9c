// Limits and timings of the spec with no more specific home. Names end in their unit (_MS, _S, _PX);
// "BELOW"/"UNDER" are exclusive, "MAX"/"MIN" inclusive.

// In a file of its own: the first-load chunk uses it, and would bundle this whole module.
export { ERROR_REPORTING } from './errorReporting';

// Spec visitor-runtime §7, §8 and §9: timers of the page runtime.
export const RUNTIME_TIMINGS = {
  LOG_FLUSH_INTERVAL_MS: 30000,
  FOLLOW_BUTTON_SCRIPT_TIMEOUT_MS: 10000,
  DATA_LAYER_RETRY_INTERVAL_MS: 200,
} as const;

// Spec visitor-runtime §4 and §9, media-and-reporting §5: animations.
export const ANIMATION = {
  DEFAULT_DURATION_S: 0.3,
  SCALABLE_HIDE_SCALE: 0.94,
  ACCORDION_DURATION_MS: 250,
  VISIBILITY_THRESHOLDS: [0, 0.1, 0.25, 0.5, 1],
  // The animation helper's default when no duration is passed.
  HELPER_DEFAULT_DURATION_MS: 300,
} as const;

// Spec visitor-runtime §5: products and SKUs.
export const COMMERCE_LIMITS = {
  MAX_PRODUCT_PRICE_CENTS: 100000000,
  MAX_SKU_LENGTH: 60,
  // A generated SKU is this prefix then SKU_RANDOM_DIGITS random digits, e.g. SQ1234567.
  SKU_PREFIX: 'SQ',
  SKU_RANDOM_DIGITS: 7,
  // One cart line holds at most this many (the same as one request may ask for): repeated adds stop here.
  MAX_LINE_QUANTITY: 999,
  // A cart's goods are worth at most this many minor units ($5,000,000.00), and an order's total at most
  // MAX_ORDER_TOTAL_CENTS: every money sum stays inside a 32-bit integer column (PostgreSQL `integer`,
  // at most 2,147,483,647) whatever the taxes.
  MAX_CART_SUBTOTAL_CENTS: 500_000_000,
  MAX_ORDER_TOTAL_CENTS: 2_000_000_000,
} as const;

// Spec visitor-runtime §5 and §9: form field validation.
export const FORM_LIMITS = {
  EMAIL_MIN_LENGTH: 3,
  EMAIL_MAX_LENGTH: 256,
  US_ZIP_DIGITS: 5,
  // A phone value of this many parts gets an empty country part prepended.
  PHONE_PARTS_WITHOUT_COUNTRY: 3,
  // A textarea maximum of 0 (or a non-number) disables the live counter.
  TEXTAREA_COUNTER_DISABLED_MAX: 0,
} as const;

// Spec visitor-runtime §5: link helper limits.
export const LINK_LIMITS = {
  ANCHOR_LENGTH_UNDER: 100,
  TEL_LENGTH_UNDER: 50,
  // The spec's "at least 4" for tel links, read as a minimum length.
  TEL_MIN_LENGTH: 4,
  SMS_LENGTH_UNDER: 1000,
  MAILTO_LENGTH_UNDER: 1000,
  JAVASCRIPT_LENGTH_UNDER: 250,
  FTP_LENGTH_UNDER: 100,
  INTERNAL_URL_LENGTH_UNDER: 150,
} as const;

// Spec visitor-runtime §5: a tel link holds only digits, plus and minus.
export const TEL_LINK_CHARACTERS = '0123456789+-';

// Spec visitor-runtime §9 and media-and-reporting §4 and §9: width breakpoints outside the gallery.
export const BREAKPOINTS = {
  IMAGE_BLOCK_NARROW_BELOW_PX: 415,
  NEWSLETTER_SMALL_BELOW_PX: 320,
  RESTAURANT_WIDE_ABOVE_PX: 850,
  TOCK_COLUMN_MAX_PX: 750,
  CAPTCHA_COMPACT_BELOW_PX: 320,
  // Cart indicator and editor: mobile is a screen at most 432 px wide, desktop anything wider.
  MOBILE_MAX_PX: 432,
} as const;

// Spec visitor-runtime §9 and media-and-reporting §4 and §9: dialogs.
export const DIALOG = {
  Z_INDEX: 30000,
  CONFIRMATION_WIDTH_PX: 350,
  CONFIRMATION_PADDING_PX: 20,
  HIDE_FALLBACK_MS: 600,
  INFORMATION_AUTO_HIDE_MS: 2000,
} as const;

// Spec media-and-reporting §9: tooltips.
export const TOOLTIP = {
  SHOW_DELAY_MS: 1200,
  WIDTH_PX: 250,
  CURSOR_OFFSET_PX: 15,
  EDGE_MARGIN_PX: 20,
  FADE_S: 0.3,
} as const;

// Spec media-and-reporting §9: text shrink.
export const TEXT_SHRINK = { MIN_FONT_SIZE_PX: 11, RESIZE_DEBOUNCE_MS: 100 } as const;

// Spec media-and-reporting §9: relative time refreshes every 5 s; 'just now' at 0 s, 'about N seconds
// ago' under 60 s, then a date.
export const RELATIVE_TIME = { REFRESH_INTERVAL_MS: 5000, JUST_NOW_AT_S: 0, SECONDS_AGO_UNDER_S: 60 } as const;

// Spec media-and-reporting §4 and §9: performance (RUM) reporting.
export const PERFORMANCE_REPORTING = {
  VERSION: '4.0.7',
  SETTINGS_TIMEOUT_MS: 30000,
  FLUSH_AFTER_LOAD_MS: 30000,
  METRIC_WAIT_CAP_MS: 60000,
  MEASURE_PREFIX: 'rum-',
} as const;
