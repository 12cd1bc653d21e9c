import { describe, it, expect } from 'vitest';
import {
  MEASUREMENT_UNITS,
  MONEY_FORMAT,
  SHOPPING_CART_NUMBER_DEFAULT,
  SHOPPING_CART_NUMBER_FIELDS,
} from '../../../../src/shared/constants/commerce';
import * as p from '../../../../src/shared/constants/apiPayloadFields';
import { IMAGE_DIMENSIONS_SEPARATOR } from '../../../../src/shared/constants/images';
import { TEL_LINK_CHARACTERS } from '../../../../src/shared/constants/limits';
import {
  EXPLICIT_PLURAL_KEY_PREFIX,
  MESSAGE_FORMAT_ARGUMENT_FORMS,
} from '../../../../src/shared/constants/messageFormat';
import { DATA_ATTRIBUTES } from '../../../../src/shared/constants/dataAttributes';
import { ACTIVATION_KEYS, KEY_CODES } from '../../../../src/shared/constants/keyboard';
import {
  ACCORDION_ITEM_STATES,
  CART_INDICATOR_STATES,
  FORM_STATES,
  PAGE_RUNTIME_STATES,
} from '../../../../src/shared/constants/lifecycleStates';
import { MARQUEE_DEFAULTS, MARQUEE_DIRECTIONS, MARQUEE_LIMITS } from '../../../../src/shared/constants/marquee';
import {
  BADGE_TYPES,
  MOBILE_INFO_BAR_STYLES,
  POPUP_OVERLAY_HIDDEN_PAGE_TYPES,
  POPUP_OVERLAY_NEVER_RESHOW,
  POPUP_OVERLAY_STYLE_NONE,
  PRICING_TOGGLE_SIDES,
} from '../../../../src/shared/constants/websiteSettings';

describe('commerce constants (spec visitor-runtime §3, §9; media-and-reporting §9)', () => {
  it('has the measurement units and money format', () => {
    expect(MEASUREMENT_UNITS).toEqual({
      IMPERIAL: { weight: 'lbs', dimension: 'inches' },
      METRIC: { weight: 'kg', dimension: 'cm' },
    });
    expect(MONEY_FORMAT).toEqual({
      SYMBOL_POSITIONS: ['before', 'after'],
      MAX_INTEGER_PLACES: 15,
      GROUP_THOUSANDS_BY_DEFAULT: true,
      CURRENCY_NUMBER_FRACTION_DIGITS: 2,
    });
  });

  it('defaults the numeric cart fields to 0', () => {
    expect(SHOPPING_CART_NUMBER_FIELDS).toEqual([
      'subtotalCents',
      'taxCents',
      'shippingCostCents',
      'discountCents',
      'grandTotalCents',
      'totalQuantity',
    ]);
    expect(SHOPPING_CART_NUMBER_DEFAULT).toBe(0);
  });
});

describe('keys and data attributes', () => {
  it('has the spec key codes and activation keys', () => {
    expect(KEY_CODES).toEqual({ ESCAPE: 27, LEFT_ARROW: 37, RIGHT_ARROW: 39 });
    expect(ACTIVATION_KEYS).toEqual(['Enter', ' ']);
  });

  it('has the data attributes', () => {
    expect(DATA_ATTRIBUTES).toEqual({
      FORM_ID: 'data-form-id',
      MAX_LENGTH: 'data-max-length',
      DONATE_PAGE_ID: 'data-donate-page-id',
      ACCORDION_ALLOW_MULTIPLE_OPEN: 'data-should-allow-multiple-open-items',
    });
  });
});

describe('marquee (spec visitor-runtime §3, §9)', () => {
  it('has the defaults and limits', () => {
    expect(MARQUEE_DIRECTIONS).toEqual(['left', 'right']);
    expect(MARQUEE_DEFAULTS).toEqual({ waveFrequency: 1, waveIntensity: 0, animationSpeed: 1, pausedOnHover: false });
    expect(MARQUEE_LIMITS).toEqual({ MIN_WIDTH: 50, WAVE_LENGTH_MIN: 250, WAVE_LENGTH_MAX: 1000 });
  });
});

describe('website settings and states (spec visitor-runtime §2-§4, media-and-reporting §4)', () => {
  it('has the enumerated settings', () => {
    expect(MOBILE_INFO_BAR_STYLES).toEqual(['none', 'light', 'dark']);
    expect(BADGE_TYPES).toEqual(['none', 'black', 'white']);
    expect(POPUP_OVERLAY_STYLE_NONE).toBe('none');
    expect(POPUP_OVERLAY_NEVER_RESHOW).toBe(-1);
    expect(PRICING_TOGGLE_SIDES).toEqual(['left', 'right']);
  });

  it('has the state sets', () => {
    expect(FORM_STATES).toEqual(['idle', 'submitting', 'success', 'failure']);
    expect(PAGE_RUNTIME_STATES).toEqual(['not-initialised', 'initialised', 'destroyed']);
    expect(ACCORDION_ITEM_STATES).toEqual(['closed', 'open']);
    expect(CART_INDICATOR_STATES).toEqual(['uninitialized', 'initialized']);
  });
});

describe('payload fields and message format (spec visitor-runtime §7, media-and-reporting §3, §5, §7)', () => {
  it('has the spelled-out payload fields', () => {
    expect(p.JAVASCRIPT_ERROR_ENTRY_FIELDS).toEqual(['event', 'data', 'timestamp']);
    expect(p.TRACE_ENTRY_FIELDS).toEqual(['pageUrl', 'type', 'data']);
    expect(p.RECORD_EVENT_FIELDS).toEqual(['crumb', 'event', 'data']);
    expect(p.BUTTON_CENSUS_FIELDS).toEqual([
      'id',
      'buttonText',
      'clickthroughUrl',
      'alignment',
      'size',
      'newWindow',
      'context',
      'visitorCookie',
    ]);
    expect(p.FORM_RENDER_CENSUS_FIELDS).toEqual(['formId', 'visitorCookie']);
    expect(p.RECORD_HIT_FIELDS).toEqual(['event', 'data', 'ss_cvr']);
    expect(p.WIDGET_RENDERING_FIELD).toBe('widgetJSON');
    expect(p.LOGIN_BODY_FIELDS).toEqual(['email', 'password', 'rememberMe']);
    expect(p.LOGIN_RESPONSE_TOKEN_FIELD).toBe('xsrfToken');
    expect(p.HEADER_FOOTER_BODY_FIELDS).toEqual(['header', 'footer']);
    expect(p.LANGUAGES_BODY_FIELDS).toEqual(['languages']);
    expect(p.PLACES_DETAILS_TRACKING_FIELDS).toEqual(['productPage', 'productSection']);
  });

  it('has the message-format argument forms', () => {
    expect(MESSAGE_FORMAT_ARGUMENT_FORMS).toEqual(['argument', 'select', 'plural', 'selectordinal', 'function']);
    expect(EXPLICIT_PLURAL_KEY_PREFIX).toBe('=');
  });

  it('hides the popup overlay on splash, 404 and lock-screen pages', () => {
    expect(POPUP_OVERLAY_HIDDEN_PAGE_TYPES).toEqual([3, 100, 103]);
  });

  it('has the tel link characters and image dimension separator', () => {
    expect(TEL_LINK_CHARACTERS).toBe('0123456789+-');
    expect(IMAGE_DIMENSIONS_SEPARATOR).toBe('x');
  });
});
