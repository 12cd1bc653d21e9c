import { describe, it, expect } from 'vitest';
import {
  AESTHETICS_DIRTY_PATHS,
  ANCHOR_POSITIONS,
  CART_INDICATOR_FIELDS,
  COHORT_LABELS,
  COLLECTION_VIEWS,
  CONNECTED_ACCOUNT_LINK_DEFAULT_TITLE,
  DEVICE_VIEWS,
  FRAME_EVENTS,
  GALLERY_ITEM_MEDIA_TYPES,
  POPUP_OVERLAY_STORAGE_KEYS,
  RESERVED_PAGE_NAMES,
  TWEAK_EVENTS,
} from '../../../../src/shared/constants/editor';

describe('editor constants (spec media-and-reporting §2, §3)', () => {
  it('has the tweak and frame events', () => {
    expect(TWEAK_EVENTS).toEqual(['change', 'close', 'save', 'reset', 'aftershow', 'afterclose', 'beforeopen']);
    expect(FRAME_EVENTS).toEqual(['load', 'iframeUnload', 'frameSaveEnter', 'frameSaveExit', 'frameEditingChange']);
  });

  it('has cohorts A to E and the aesthetics dirty paths', () => {
    expect(COHORT_LABELS).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(AESTHETICS_DIRTY_PATHS).toEqual([
      'colors.activeThemeId',
      'fonts.activeThemeId',
      'colors.palette',
      'colors.themes',
      'fonts.themes',
      'fonts.fontUsageCategories',
    ]);
  });

  it('has the views and nine distinct anchor positions', () => {
    expect(COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']);
    expect(DEVICE_VIEWS).toEqual(['desktop', 'phone', 'tablet']);
    expect(new Set(ANCHOR_POSITIONS).size).toBe(9);
    for (const v of ['top', 'center', 'bottom']) {
      for (const h of ['left', 'center', 'right']) expect(ANCHOR_POSITIONS).toContain(`${v}-${h}`);
    }
  });

  it('has the storage keys, media types and fixed labels', () => {
    expect(POPUP_OVERLAY_STORAGE_KEYS).toEqual({
      DATE_CLOSED: 'date-closed',
      VERSION: 'version',
      SUBMITTED: 'submitted',
    });
    expect(GALLERY_ITEM_MEDIA_TYPES).toEqual([
      'imageEmpty',
      'imageFile',
      'imageLicensed',
      'imageReused',
      'assetReused',
      'video',
    ]);
    expect(CONNECTED_ACCOUNT_LINK_DEFAULT_TITLE).toBe('Order Now');
    expect(RESERVED_PAGE_NAMES).toEqual(['readme']);
    expect(CART_INDICATOR_FIELDS).toEqual({ COUNT: 'items', SUBTOTAL: 'subtotal' });
  });
});
