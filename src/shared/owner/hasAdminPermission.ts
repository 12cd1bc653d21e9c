import { WebsiteRole } from '../constants/roles';

// Spec visitor-runtime §6: "Admin permission opens a broadcast channel". Accounts carry roles; the ADMIN role
// holding that permission is our mapping (docs/owners.md).
export function hasAdminPermission(websiteRoles: readonly number[]): boolean {
  return websiteRoles.includes(WebsiteRole.ADMIN);
}
