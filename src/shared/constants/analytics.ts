// Spec media-and-reporting §3: analytics event fields; those the spec writes only in words follow the
// snake_case pattern of the ones it spells out.
export const ANALYTICS_REQUIRED_FIELDS = [
  'actor',
  'action',
  'event_owner_team',
  'event_source',
  'object_type',
] as const;

export const ANALYTICS_OPTIONAL_FIELDS = [
  'context_website_identifier',
  'destination_url',
  'object_identifier',
  'object_id',
  'object_display_name',
  'object_value',
  'indirect_object_identifier',
  'indirect_object_id',
  'indirect_object_display_name',
  'indirect_object_value',
  'indirect_object_type',
  'product_area',
  'product_page',
  'product_section',
  'product_design_identifier',
  'user_member_account_id',
  'user_session_id',
  'browser_locale',
  'member_account_locale',
  'website_locale',
  'frontsite_language',
] as const;

// Spec media-and-reporting §3: values sent with every event; the spec words them, the names are ours.
export const ANALYTICS_AUTOMATIC_FIELDS = [
  'window_width',
  'window_height',
  'browser_language',
  'page_host',
  'page_path',
  'page_query_string',
  'page_referrer',
  'resolved_locale',
  'client_timestamp',
  'marketing_id',
  'session_id',
  'website_id',
  'template_id',
  'member_account_id',
] as const;

// Spec media-and-reporting §3: the resolved locale is the page language, else this.
export const ANALYTICS_FALLBACK_LOCALE = 'en-US';

// Spec media-and-reporting §7: the events service answers 200 or 202 on success.
export const ANALYTICS_ACCEPTED_STATUSES = [200, 202] as const;

// Spec media-and-reporting §3 and §7: marketing landing fields (also the GET /api/track/Track query).
export const MARKETING_LANDING_FIELDS = [
  'landing',
  'refer',
  'rk',
  'lang',
  'screen',
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
] as const;
export type MarketingLandingField = (typeof MARKETING_LANDING_FIELDS)[number];
