import { WebsiteRole } from '../constants/roles';

// Spec visitor-runtime §6: "Admin permission opens a broadcast channel for admin events". Accounts carry
// roles, not permissions; the ADMIN role is the one that holds the ADMIN permission (code 2), which is our
// mapping, documented in docs/owners.md.
export function hasAdminPermission(websiteRoles: readonly number[]): boolean {
  return websiteRoles.includes(WebsiteRole.ADMIN);
}
