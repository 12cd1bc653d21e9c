import { ROUTES } from '../constants/routes';
import { isViewerOnly } from '../owner/isViewerOnly';

export interface TrackedVisitorInput {
  authenticatedAccount: unknown;
  websiteRoles: readonly number[];
  pathname: string;
}

// Spec visitor-runtime §6: a visitor counts as tracked if not logged in, or logged in only as viewer
// outside '/config'.
export function isTrackedVisitor({ authenticatedAccount, websiteRoles, pathname }: TrackedVisitorInput): boolean {
  if (!authenticatedAccount) return true;
  return isViewerOnly(websiteRoles) && !pathname.startsWith(ROUTES.CONFIG_PREFIX);
}
