import { describe, it, expect } from 'vitest';
import {
  ANIMATION,
  BREAKPOINTS,
  CART_INDICATOR,
  COMMERCE_LIMITS,
  DEVICE_CLASSES,
  DIALOG,
  EDITOR_LIMITS,
  ERROR_REPORTING,
  FLUID_IMAGE_SHAPE_HEIGHTS,
  FORM_LIMITS,
  LINK_LIMITS,
  PERFORMANCE_REPORTING,
  QUERY_STRING_LIMITS,
  RELATIVE_TIME,
  RUNTIME_TIMINGS,
  SCROLL_HELPER,
  TEXT_SHRINK,
  TOOLTIP,
} from '../../../../src/shared/constants/limits';

describe('visitor-runtime limits (spec visitor-runtime §5, §7, §9)', () => {
  it('has the error reporting limits', () => {
    expect(ERROR_REPORTING).toEqual({
      MAX_BATCHES_PER_PAGE: 20,
      MAX_QUEUED_EVENTS: 10,
      MAX_STACK_LENGTH: 5000,
      SEND_DEBOUNCE_MS: 1000,
    });
  });

  it('has the runtime timings', () => {
    expect(RUNTIME_TIMINGS).toEqual({
      LOG_FLUSH_INTERVAL_MS: 30000,
      SCROLL_END_TIMEOUT_MS: 300,
      IMAGE_LOADER_MAX_POLLS: 100,
      IMAGE_LOADER_POLL_INTERVAL_MS: 10,
      FOLLOW_BUTTON_SCRIPT_TIMEOUT_MS: 10000,
      POLL_INTERVAL_MS: 100,
      BUTTON_CENSUS_TIMEOUT_MS: 2500,
      DATA_LAYER_RETRY_INTERVAL_MS: 200,
    });
  });

  it('has the animation defaults', () => {
    expect(ANIMATION).toEqual({
      DEFAULT_DURATION_S: 0.3,
      SCALABLE_HIDE_SCALE: 0.94,
      ACCORDION_DURATION_MS: 250,
      VISIBILITY_THRESHOLDS: [0, 0.1, 0.25, 0.5, 1],
      HELPER_DEFAULT_DURATION_MS: 300,
    });
  });

  it('has the commerce, form and query-string limits', () => {
    expect(COMMERCE_LIMITS).toEqual({
      MAX_PRODUCT_PRICE_CENTS: 100000000,
      MAX_SKU_LENGTH: 60,
      SKU_PREFIX: 'SQ',
      SKU_RANDOM_DIGITS: 7,
    });
    expect(FORM_LIMITS).toEqual({
      EMAIL_MIN_LENGTH: 3,
      EMAIL_MAX_LENGTH: 256,
      US_ZIP_DIGITS: 5,
      PHONE_PARTS_WITHOUT_COUNTRY: 3,
      TEXTAREA_COUNTER_DISABLED_MAX: 0,
    });
    expect(QUERY_STRING_LIMITS).toEqual({ MAX_KEYS: 1000 });
  });

  it('has the link helper limits', () => {
    expect(LINK_LIMITS).toEqual({
      ANCHOR_LENGTH_UNDER: 100,
      TEL_LENGTH_UNDER: 50,
      TEL_MIN_LENGTH: 4,
      SMS_LENGTH_UNDER: 1000,
      MAILTO_LENGTH_UNDER: 1000,
      JAVASCRIPT_LENGTH_UNDER: 250,
      FTP_LENGTH_UNDER: 100,
      INTERNAL_URL_LENGTH_UNDER: 150,
    });
  });

  it('has the breakpoints and fluid image shapes', () => {
    expect(BREAKPOINTS).toEqual({
      IMAGE_BLOCK_NARROW_BELOW_PX: 415,
      NEWSLETTER_SMALL_BELOW_PX: 320,
      MOBILE_INFO_BAR_MAX_PX: 1024,
      RESTAURANT_WIDE_ABOVE_PX: 850,
      TOCK_COLUMN_MAX_PX: 750,
      CAPTCHA_COMPACT_BELOW_PX: 320,
      MOBILE_MAX_PX: 432,
      DESKTOP_MIN_PX: 433,
    });
    expect(FLUID_IMAGE_SHAPE_HEIGHTS).toEqual({ square: 100, tall: 150, wide: 67 });
  });
});

describe('media-and-reporting limits (spec media-and-reporting §4, §9)', () => {
  it('has the dialog, tooltip, text shrink and relative time constants', () => {
    expect(DIALOG).toEqual({
      Z_INDEX: 30000,
      CONFIRMATION_WIDTH_PX: 350,
      CONFIRMATION_PADDING_PX: 20,
      HIDE_FALLBACK_MS: 600,
      INFORMATION_AUTO_HIDE_MS: 2000,
    });
    expect(TOOLTIP).toEqual({
      SHOW_DELAY_MS: 1200,
      WIDTH_PX: 250,
      CURSOR_OFFSET_PX: 15,
      EDGE_MARGIN_PX: 20,
      FADE_S: 0.3,
    });
    expect(TEXT_SHRINK).toEqual({ MIN_FONT_SIZE_PX: 11, RESIZE_DEBOUNCE_MS: 100 });
    expect(RELATIVE_TIME).toEqual({ REFRESH_INTERVAL_MS: 5000, JUST_NOW_AT_S: 0, SECONDS_AGO_UNDER_S: 60 });
  });

  it('has the performance reporting constants', () => {
    expect(PERFORMANCE_REPORTING).toEqual({
      VERSION: '4.0.7',
      SETTINGS_TIMEOUT_MS: 30000,
      FLUSH_AFTER_LOAD_MS: 30000,
      METRIC_WAIT_CAP_MS: 60000,
      MEASURE_PREFIX: 'rum-',
    });
  });

  it('has the device classes and scroll helper', () => {
    expect(DEVICE_CLASSES).toEqual({
      PHONE_MAX_LONG_SIDE_PX: 926,
      TABLET_LONG_SIDES_PX: [1024, 1366],
      DESKTOP_WIDTHS_PX: [800, 1024],
    });
    expect(SCROLL_HELPER).toEqual({ DEFAULT_OFFSET_PX: 30, DURATION_CLAMP_MS: 50 });
  });

  it('has the editor limits and cart cap', () => {
    expect(CART_INDICATOR).toEqual({ COUNT_CAP: 100 });
    expect(EDITOR_LIMITS).toEqual({
      MAX_BLOCKS_PER_LAYOUT: 60,
      MAX_ALBUM_TRACKS: 60,
      MAX_USER_ORDERABLE_COLLECTION_ITEMS: 250,
      MAX_PRODUCTS_PER_COLLECTION: 200,
      MAX_NESTED_CATEGORIES: 10000,
      PHOTO_GALLERY_MAX_COUNT: 20,
      PHOTO_GALLERY_MAX_SIZE: 50,
      MAX_TAG_LENGTH: 50,
      MAX_CATEGORY_LENGTH: 25,
      BYTES_PER_MEGABYTE: 1000000,
      DEFAULT_GALLERY_SLIDER_ASPECT_RATIO: 50,
      CART_COUNT_CAP: 100,
      MOBILE_BREAKPOINT_PX: 432,
    });
  });
});
