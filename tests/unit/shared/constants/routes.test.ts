import { describe, it, expect } from 'vitest';
import {
  BLOG_URL_TOKENS,
  COLLECTION_PANEL_ID_LENGTH,
  INTERNAL_LINK_PREFIXES,
  LOCALHOST,
  LOGOUT_QUERY_VALUE,
  QUERY_PARAMS,
  ROUTES,
  UPGRADE_PATHS,
  YUI_BASE_PATH,
} from '../../../../src/shared/constants/routes';
import {
  API_PATHS,
  API_ROOTS,
  CRUMB_QUERY_PARAM,
  DATA_LAYER_REPLY_FLAGS,
} from '../../../../src/shared/constants/apiPaths';

describe('routes (spec visitor-runtime §2, media-and-reporting §2, §9)', () => {
  it('has the visitor and checkout routes', () => {
    expect(ROUTES).toEqual({
      CART_CHECKOUT: '/commerce/goto-checkout',
      SUBSCRIPTION_CHECKOUT: '/checkout/subscribe',
      DONATION_CHECKOUT: '/checkout/donate',
      GIFT_CARD_CHECKOUT: '/checkout/giftcard',
      CONFIG: '/config/',
      SEARCH: '/search',
      CONFIG_PREFIX: '/config',
    });
  });

  it('has the query parameter names', () => {
    expect(QUERY_PARAMS).toEqual({
      CART_TOKEN: 'cartToken',
      DONATE_PAGE_ID: 'donatePageId',
      WEBSITE_ID: 'websiteId',
      GIFT_CARD_PRODUCT_ID: 'giftCardProductId',
      SKU: 'sku',
      FRAME_URL: 'frameUrl',
      NO_REDIRECT: 'noredirect',
      LOGOUT: 'logout',
      CLONE_CART: 'cloneCart',
    });
    expect(LOGOUT_QUERY_VALUE).toBe('true');
    expect(LOCALHOST).toBe('localhost');
  });

  it('has the internal link shapes and blog tokens', () => {
    expect(INTERNAL_LINK_PREFIXES).toEqual({ COLLECTION_PANEL: '/pages/', FILE: '/s/', CONTENT: '/', ANCHOR: '#' });
    expect(COLLECTION_PANEL_ID_LENGTH).toBe(24);
    expect(BLOG_URL_TOKENS).toEqual(['%y', '%m', '%d', '%t']);
  });

  it('has the upgrade paths and YUI base path', () => {
    expect(UPGRADE_PATHS).toEqual({
      TRIAL: '/settings/billing/billing/upgrade',
      CHANGE_PLAN: '/settings/billing/billing/website/change-plan',
    });
    expect(YUI_BASE_PATH).toBe('/universal/yui3/3.17.2/');
  });
});

describe('API paths (spec visitor-runtime §7, media-and-reporting §7)', () => {
  it('has the API roots and data layer flags', () => {
    expect(API_ROOTS).toEqual(['/api/', '/api/rest/']);
    expect(DATA_LAYER_REPLY_FLAGS).toEqual({
      LOGIN_REQUIRED: 'loginRequired',
      CRUMB_FAIL: 'crumbFail',
      AUTHORIZATION_FAIL: 'authorizationFail',
    });
    expect(CRUMB_QUERY_PARAM).toBe('crumb');
  });

  it('has every call path of the spec, each unique and under /api/', () => {
    expect(API_PATHS).toEqual({
      FORM_SUBMISSION_KEY: '/api/form/FormSubmissionKey',
      SAVE_FORM_SUBMISSION: '/api/form/SaveFormSubmission',
      LOGOUT: '/api/auth/Logout',
      WIDGET_RENDERING: '/api/widget/GetWidgetRendering',
      CENSUS_RECORD_HIT: '/api/census/RecordHit',
      CENSUS_BUTTON_CLICK: '/api/census/button-click',
      CENSUS_BUTTON_RENDER: '/api/census/button-render',
      CENSUS_FORM_RENDER: '/api/census/form-render',
      CENSUS_OVERLAY: '/api/census/overlay',
      CENSUS_RECORD_QUICK_VIEW: '/api/census/RecordQuickView/',
      RECORD_JAVASCRIPT_ERRORS: '/api/events/RecordJavascriptErrors',
      TRACE: '/api/events/Trace',
      RECORD_EVENT: '/api/events/RecordEvent',
      EXTERNAL_EVENTS: '/api/v1/events',
      PLACES_AUTOCOMPLETE: '/api/google-maps/places/autocomplete',
      PLACES_DETAILS: '/api/google-maps/places/details',
      SITE_USER_SESSION: '/api/site-users/account/session',
      MULTILINGUAL_SETTINGS: '/api/multilingual/settings',
      MULTILINGUAL_STATUS: '/api/multilingual/status',
      MULTILINGUAL_LANGUAGES: '/api/multilingual/languages',
      SITE_HEADER_FOOTER: '/api/site-header-footer',
      TRACK: '/api/track/Track',
      PERFORMANCE_RECORDS: '/api/1/performance/records',
      PERFORMANCE_SETTINGS: '/api/1/performance/settings',
    });
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
