import type { WebsiteRoleCode } from '../constants/roles';

/** An empty `required` list means "any logged-in owner": every owner has at least one role. */
export function hasAnyRole(websiteRoles: readonly number[], required: readonly WebsiteRoleCode[]): boolean {
  if (required.length === 0) return websiteRoles.length > 0;
  return required.some((role) => websiteRoles.includes(role));
}
