import { describe, it, expect } from 'vitest';
import { WebsiteRole, isWebsiteRoleCode, parseWebsiteRoleName } from '../../../../src/shared/constants/roles';

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
