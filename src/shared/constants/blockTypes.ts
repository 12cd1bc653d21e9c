// Spec media-and-reporting §3: block types of the specification, in its order.
export const SPEC_BLOCK_TYPES = [
  'heading',
  'sub-heading',
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'lock',
  'password',
  'twitter',
  'logo',
  'action',
  'popup-overlay-action',
  'temp-lock-inject',
] as const;
export type SpecBlockType = (typeof SPEC_BLOCK_TYPES)[number];

// Spec media-and-reporting §3: section types.
export const SECTION_TYPES = ['cover-page', 'lock-screen', 'popup-overlay'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

// Spec media-and-reporting §3: block variant ids. 1001 is absent in the spec and stays absent here.
export const BlockVariantId = {
  GALLERY_SLIDESHOW: 1000,
  GALLERY_CAROUSEL: 1002,
  GALLERY_GRID: 1003,
  GALLERY_STACK: 1004,
  SUMMARY_WALL: 1005,
  SUMMARY_CAROUSEL: 1006,
  SUMMARY_LIST: 1007,
  SUMMARY_GRID: 1008,
  CHART_BAR: 1009,
  CHART_LINE: 1010,
  CHART_PIE: 1011,
  IMAGE_INLINE: 1012,
  IMAGE_POSTER: 1013,
  IMAGE_CARD: 1014,
  IMAGE_OVERLAP: 1015,
  IMAGE_COLLAGE: 1016,
  IMAGE_STACK: 1017,
  RESERVATIONS: 1018,
  EVENTS: 1019,
} as const;

export type BlockVariantName = keyof typeof BlockVariantId;
export type BlockVariantCode = (typeof BlockVariantId)[BlockVariantName];
