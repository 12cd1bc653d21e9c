import { describe, it, expect } from 'vitest';
import {
  PERMISSION_RANGES,
  Permission,
  isCommercePermission,
  isInternalAdminPermission,
  isMarketingPermission,
  isNewsletterPermission,
  isPermissionInRange,
  isSettingsPermission,
} from '../../../../src/shared/constants/permissions';

describe('Permission (spec visitor-runtime §6)', () => {
  it('has the spec single codes', () => {
    expect(Permission.CONFIG).toBe(1);
    expect(Permission.ADMIN).toBe(2);
    expect(Permission.CONFIG_CONTENT_MANAGER).toBe(11);
    expect(Permission.CONFIG_SETTINGS).toBe(12);
    expect(Permission.CONFIG_ACTIVITY).toBe(13);
    expect(Permission.CONFIG_COMMERCE).toBe(14);
    expect(Permission.CONFIG_NEWSLETTER).toBe(15);
    expect(Permission.CONFIG_CRM).toBe(18);
    expect(Permission.SCHEDULING).toBe(1920);
  });

  it('numbers the commerce areas from 1410 in the spec order, inside the commerce range', () => {
    const commerce = Object.entries(Permission).filter(([name]) => name.startsWith('COMMERCE_'));
    expect(commerce).toEqual([
      ['COMMERCE_ORDERS', 1410],
      ['COMMERCE_STORE_SETTINGS', 1411],
      ['COMMERCE_SHIPPING', 1412],
      ['COMMERCE_COUPONS', 1413],
      ['COMMERCE_TAXES', 1414],
      ['COMMERCE_INVENTORY', 1415],
      ['COMMERCE_DONATIONS', 1416],
      ['COMMERCE_DISCOUNTS', 1417],
      ['COMMERCE_PAYMENTS', 1418],
      ['COMMERCE_POS', 1419],
      ['COMMERCE_PRODUCT_REVIEWS', 1420],
    ]);
    for (const [, code] of commerce) expect(isCommercePermission(code)).toBe(true);
  });

  it('has unique codes', () => {
    const codes = Object.values(Permission);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has the spec ranges', () => {
    expect(PERMISSION_RANGES).toEqual({
      SETTINGS: { min: 1210, max: 1233 },
      COMMERCE: { min: 1410, max: 1422 },
      NEWSLETTER: { min: 1510, max: 1517 },
      MARKETING: { min: 1910, max: 1912 },
      INTERNAL_ADMIN: { min: 2010, max: 2068 },
    });
  });
});

describe('range predicates', () => {
  it('include both ends and exclude the neighbours', () => {
    const cases: Array<[(code: number) => boolean, number, number]> = [
      [isSettingsPermission, 1210, 1233],
      [isCommercePermission, 1410, 1422],
      [isNewsletterPermission, 1510, 1517],
      [isMarketingPermission, 1910, 1912],
      [isInternalAdminPermission, 2010, 2068],
    ];
    for (const [predicate, min, max] of cases) {
      expect(predicate(min)).toBe(true);
      expect(predicate(max)).toBe(true);
      expect(predicate(min - 1)).toBe(false);
      expect(predicate(max + 1)).toBe(false);
    }
  });

  it('rejects non-integers', () => {
    expect(isPermissionInRange(1210.5, PERMISSION_RANGES.SETTINGS)).toBe(false);
    expect(isPermissionInRange(Number.NaN, PERMISSION_RANGES.SETTINGS)).toBe(false);
  });

  it('keeps scheduling outside the marketing range', () => {
    expect(isMarketingPermission(Permission.SCHEDULING)).toBe(false);
  });
});
