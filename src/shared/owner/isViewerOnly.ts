import { WebsiteRole } from '../constants/roles';

/** Spec visitor-runtime §6: "a user whose only role is viewer" (and at least that role). */
export function isViewerOnly(websiteRoles: readonly number[]): boolean {
  return websiteRoles.length > 0 && websiteRoles.every((role) => role === WebsiteRole.VIEWER);
}
