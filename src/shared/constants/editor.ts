// Spec media-and-reporting §3: editor tweak and frame events.
export const TWEAK_EVENTS = ['change', 'close', 'save', 'reset', 'aftershow', 'afterclose', 'beforeopen'] as const;
export type TweakEvent = (typeof TWEAK_EVENTS)[number];

export const FRAME_EVENTS = ['load', 'iframeUnload', 'frameSaveEnter', 'frameSaveExit', 'frameEditingChange'] as const;
export type FrameEvent = (typeof FRAME_EVENTS)[number];

// Spec media-and-reporting §3: cohort labels A to E.
export const COHORT_LABELS = ['A', 'B', 'C', 'D', 'E'] as const;
export type CohortLabel = (typeof COHORT_LABELS)[number];

// Spec media-and-reporting §3: site aesthetics paths that mark the aesthetics dirty.
export const AESTHETICS_DIRTY_PATHS = [
  'colors.activeThemeId',
  'fonts.activeThemeId',
  'colors.palette',
  'colors.themes',
  'fonts.themes',
  'fonts.fontUsageCategories',
] as const;

export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];

// Spec media-and-reporting §3: nine anchor positions, top/center/bottom crossed with left/center/right.
// The spec gives no spelling; "{vertical}-{horizontal}" is ours.
export const ANCHOR_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center-center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type AnchorPosition = (typeof ANCHOR_POSITIONS)[number];

// Spec media-and-reporting §3 and visitor-runtime §4: popup overlay local storage keys.
export const POPUP_OVERLAY_STORAGE_KEYS = {
  DATE_CLOSED: 'date-closed',
  VERSION: 'version',
  SUBMITTED: 'submitted',
} as const;

// Spec media-and-reporting §3: gallery item media types.
export const GALLERY_ITEM_MEDIA_TYPES = [
  'imageEmpty',
  'imageFile',
  'imageLicensed',
  'imageReused',
  'assetReused',
  'video',
] as const;
export type GalleryItemMediaType = (typeof GALLERY_ITEM_MEDIA_TYPES)[number];

// Spec media-and-reporting §3: the food-ordering connected-account link's default title.
export const CONNECTED_ACCOUNT_LINK_DEFAULT_TITLE = 'Order Now';

// Spec media-and-reporting §2: the page name reserved by the platform.
export const RESERVED_PAGE_NAMES = ['readme'] as const;

// Spec media-and-reporting §3: what the cart indicator reads (count and subtotal text).
export const CART_INDICATOR_FIELDS = { COUNT: 'items', SUBTOTAL: 'subtotal' } as const;
