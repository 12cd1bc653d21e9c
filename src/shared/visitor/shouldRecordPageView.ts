import { ROUTES } from '../constants/routes';
import { isTrackedVisitor, type TrackedVisitorInput } from './isTrackedVisitor';

// Spec visitor-runtime §2 and §6: page views are recorded for tracked visitors, never on /search
// (nor below it, e.g. /search/).
export function shouldRecordPageView(input: TrackedVisitorInput): boolean {
  const path = input.pathname;
  const onSearch = path === ROUTES.SEARCH || path.startsWith(`${ROUTES.SEARCH}/`);
  return !onSearch && isTrackedVisitor(input);
}
