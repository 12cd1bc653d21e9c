import { parsePageContext, type PageContext } from '../../shared/pageContext/PageContext';

// Validate the page context before anything uses it: a page cached from an older release may differ.
export function readPageContext(doc: Document): PageContext {
  const element = doc.getElementById('page-context');
  if (!element?.textContent) throw new Error('The page has no page context');
  return parsePageContext(JSON.parse(element.textContent));
}
