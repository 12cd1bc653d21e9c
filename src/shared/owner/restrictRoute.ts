import type { Route } from '../siteData/resolveRoute';

/**
 * What of a route a request may see, decided once per request. On a member-only page a visitor who is not
 * a member gets the page alone (its lock and public blocks, selectVisibleSections), never its collection's
 * list or an item: nothing member-only may reach the HTML, the island props, the page context or the title.
 */
export function restrictRoute(route: Route, isMember: boolean): Route {
  if (!route.page.memberOnly || isMember) return route;
  return { kind: 'page', page: route.page, collection: null };
}
