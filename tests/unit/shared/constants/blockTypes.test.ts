import { describe, it, expect } from 'vitest';
import { BlockVariantId, SECTION_TYPES, SPEC_BLOCK_TYPES } from '../../../../src/shared/constants/blockTypes';

describe('block types (spec media-and-reporting §3)', () => {
  it('lists the 20 spec block types in order', () => {
    expect(SPEC_BLOCK_TYPES).toEqual([
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
    ]);
  });

  it('lists the section types', () => {
    expect(SECTION_TYPES).toEqual(['cover-page', 'lock-screen', 'popup-overlay']);
  });

  it('has every block variant id', () => {
    expect(BlockVariantId).toEqual({
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
    });
  });
});
