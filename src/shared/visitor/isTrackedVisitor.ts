import { WebsiteRole } from '../constants/roles';
import { ROUTES } from '../constants/routes';

export interface TrackedVisitorInput {
  authenticatedAccount: unknown;
  websiteRoles: readonly number[];
  pathname: string;
}

// Spec visitor-runtime §6: a visitor counts as tracked if not logged in, or logged in only as viewer
// outside '/config'.
export function isTrackedVisitor({ authenticatedAccount, websiteRoles, pathname }: TrackedVisitorInput): boolean {
  if (!authenticatedAccount) return true;
  const onlyViewer = websiteRoles.length > 0 && websiteRoles.every((role) => role === WebsiteRole.VIEWER);
  return onlyViewer && !pathname.startsWith(ROUTES.CONFIG_PREFIX);
}
