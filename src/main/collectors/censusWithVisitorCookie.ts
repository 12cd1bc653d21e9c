// visitor-runtime §7: these census calls send visitorCookie; blocks do not read cookies, so the collectors
// add it, and records of these kinds made before the collectors load wait for them (startCollectors).
export const CENSUS_WITH_VISITOR_COOKIE: ReadonlySet<string> = new Set([
  'census.button-click',
  'census.button-render',
  'census.form-render',
  'census.overlay',
]);
