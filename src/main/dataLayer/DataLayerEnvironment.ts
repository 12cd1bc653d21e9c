// What the data layer touches in the browser, passed in so nothing reaches for globals. The spec's "secure
// calls go to the site's own https domain" holds by itself: every call is relative to the page's origin.
export interface DataLayerEnvironment {
  doc: Document;
  win: Window;
}
