import { describe, expect, it } from 'vitest';
import { hasAnyRole } from '../../../../src/shared/owner/hasAnyRole';
import { isViewerOnly } from '../../../../src/shared/owner/isViewerOnly';
import { hasAdminPermission } from '../../../../src/shared/owner/hasAdminPermission';
import { WebsiteRole } from '../../../../src/shared/constants/roles';

describe('role checks', () => {
  it('hasAnyRole needs one of the listed roles', () => {
    expect(hasAnyRole([WebsiteRole.EDITOR], [WebsiteRole.ADMIN, WebsiteRole.EDITOR])).toBe(true);
    expect(hasAnyRole([WebsiteRole.VIEWER], [WebsiteRole.ADMIN, WebsiteRole.REPORTING])).toBe(false);
    expect(hasAnyRole([], [WebsiteRole.ADMIN])).toBe(false);
  });

  it('hasAnyRole with no listed roles accepts any owner, not an anonymous visitor', () => {
    expect(hasAnyRole([WebsiteRole.VIEWER], [])).toBe(true);
    expect(hasAnyRole([], [])).toBe(false);
  });

  it('isViewerOnly is true only when every role is viewer', () => {
    expect(isViewerOnly([WebsiteRole.VIEWER])).toBe(true);
    expect(isViewerOnly([WebsiteRole.VIEWER, WebsiteRole.VIEWER])).toBe(true);
    expect(isViewerOnly([WebsiteRole.VIEWER, WebsiteRole.EDITOR])).toBe(false);
    expect(isViewerOnly([])).toBe(false);
  });

  it('the ADMIN role holds the admin permission', () => {
    expect(hasAdminPermission([WebsiteRole.EDITOR, WebsiteRole.ADMIN])).toBe(true);
    expect(hasAdminPermission([WebsiteRole.EDITOR, WebsiteRole.REPORTING])).toBe(false);
  });
});
