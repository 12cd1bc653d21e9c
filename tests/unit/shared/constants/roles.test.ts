import { describe, it, expect } from 'vitest';
import { WebsiteRole, isWebsiteRoleCode, parseWebsiteRoleName } from '../../../../src/shared/constants/roles';

describe('WebsiteRole (spec visitor-runtime §6)', () => {
  it('has exactly the spec role codes', () => {
    expect(WebsiteRole).toEqual({
      ADMIN: 1,
      BILLING: 2,
      REPORTING: 3,
      EDITOR: 4,
      MODERATOR: 6,
      COMMENTER: 7,
      STORE_MANAGER: 8,
      SCHEDULING: 9,
      VIEWER: 10,
      CAMPAIGNS_EDITOR: 11,
      SCHEDULING_VIEWER: 12,
      SCHEDULING_EDITOR: 13,
    });
  });

  it('has unique codes and no code 5', () => {
    const codes = Object.values(WebsiteRole);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(5);
  });
});

describe('parseWebsiteRoleName', () => {
  it('maps every role name to its code', () => {
    for (const [name, code] of Object.entries(WebsiteRole)) {
      expect(parseWebsiteRoleName(name)).toBe(code);
    }
  });

  it('accepts any letter case and surrounding spaces', () => {
    expect(parseWebsiteRoleName('viewer')).toBe(10);
    expect(parseWebsiteRoleName(' Store_Manager ')).toBe(8);
  });

  it('answers undefined for names that are not roles, including inherited keys', () => {
    expect(parseWebsiteRoleName('OWNER')).toBeUndefined();
    expect(parseWebsiteRoleName('')).toBeUndefined();
    expect(parseWebsiteRoleName('toString')).toBeUndefined();
    expect(parseWebsiteRoleName('__proto__')).toBeUndefined();
    expect(parseWebsiteRoleName('STORE MANAGER')).toBeUndefined();
  });
});

describe('isWebsiteRoleCode', () => {
  it('accepts role codes and rejects others', () => {
    expect(isWebsiteRoleCode(1)).toBe(true);
    expect(isWebsiteRoleCode(13)).toBe(true);
    expect(isWebsiteRoleCode(5)).toBe(false);
    expect(isWebsiteRoleCode(0)).toBe(false);
    expect(isWebsiteRoleCode('1')).toBe(false);
  });
});
