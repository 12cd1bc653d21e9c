// Spec visitor-runtime §6: permission codes. Single codes are named; where the spec gives only a range
// it is exported as { min, max } with a predicate, because the codes inside it are not named by the spec.
export const Permission = {
  CONFIG: 1,
  ADMIN: 2,
  CONFIG_CONTENT_MANAGER: 11,
  CONFIG_SETTINGS: 12,
  CONFIG_ACTIVITY: 13,
  CONFIG_COMMERCE: 14,
  CONFIG_NEWSLETTER: 15,
  CONFIG_CRM: 18,
  // The spec lists the commerce areas in this order within 1410-1422 without giving each one's code;
  // numbering them 1410 upwards in that order is our assignment, not the spec's.
  COMMERCE_ORDERS: 1410,
  COMMERCE_STORE_SETTINGS: 1411,
  COMMERCE_SHIPPING: 1412,
  COMMERCE_COUPONS: 1413,
  COMMERCE_TAXES: 1414,
  COMMERCE_INVENTORY: 1415,
  COMMERCE_DONATIONS: 1416,
  COMMERCE_DISCOUNTS: 1417,
  COMMERCE_PAYMENTS: 1418,
  COMMERCE_POS: 1419,
  COMMERCE_PRODUCT_REVIEWS: 1420,
  SCHEDULING: 1920,
} as const;
// "Domains add and remove" permissions exist in the spec without codes, so they are not listed.

export type PermissionName = keyof typeof Permission;
export type PermissionCode = (typeof Permission)[PermissionName];

/** An inclusive range of permission codes. */
export interface PermissionRange {
  readonly min: number;
  readonly max: number;
}

export const PERMISSION_RANGES = {
  SETTINGS: { min: 1210, max: 1233 },
  COMMERCE: { min: 1410, max: 1422 },
  NEWSLETTER: { min: 1510, max: 1517 },
  MARKETING: { min: 1910, max: 1912 },
  INTERNAL_ADMIN: { min: 2010, max: 2068 },
} as const satisfies Record<string, PermissionRange>;

/** Ranges are inclusive at both ends, as the spec writes them ("1210-1233"). */
export function isPermissionInRange(code: number, range: PermissionRange): boolean {
  return Number.isInteger(code) && code >= range.min && code <= range.max;
}

export function isSettingsPermission(code: number): boolean {
  return isPermissionInRange(code, PERMISSION_RANGES.SETTINGS);
}

export function isCommercePermission(code: number): boolean {
  return isPermissionInRange(code, PERMISSION_RANGES.COMMERCE);
}

export function isNewsletterPermission(code: number): boolean {
  return isPermissionInRange(code, PERMISSION_RANGES.NEWSLETTER);
}

export function isMarketingPermission(code: number): boolean {
  return isPermissionInRange(code, PERMISSION_RANGES.MARKETING);
}

export function isInternalAdminPermission(code: number): boolean {
  return isPermissionInRange(code, PERMISSION_RANGES.INTERNAL_ADMIN);
}
