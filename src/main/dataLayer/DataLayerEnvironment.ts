import type { PageContext } from '../../shared/pageContext/PageContext';

// What the data layer touches in the browser, passed in so nothing reaches for globals.
export interface DataLayerEnvironment {
  /** Accepted for the spec's "secure calls go to the site's own https domain": calls are always relative
   * to the page's own origin, which is the site's domain, so nothing here needs it yet. */
  pageContext: PageContext;
  doc: Document;
  win: Window;
}
