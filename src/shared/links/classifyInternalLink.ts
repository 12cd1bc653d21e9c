import { COLLECTION_PANEL_ID_LENGTH, INTERNAL_LINK_PREFIXES } from '../constants/routes';

type InternalLinkKind = 'collection-panel' | 'file' | 'content' | 'anchor' | 'external';

const COLLECTION_PANEL = new RegExp(
  `^${INTERNAL_LINK_PREFIXES.COLLECTION_PANEL}([0-9a-f]{${COLLECTION_PANEL_ID_LENGTH}})/?$`,
  'i',
);

// Spec visitor-runtime §2: '/pages/{24-char id}' is a collection panel, the '/s/' prefix a file link, other
// paths starting '/' content links, '#' an anchor; anything else leaves the site.
export function classifyInternalLink(href: string): { kind: InternalLinkKind; id?: string } {
  const panel = COLLECTION_PANEL.exec(href);
  if (panel) return { kind: 'collection-panel', id: panel[1]!.toLowerCase() };
  if (href.startsWith(INTERNAL_LINK_PREFIXES.FILE)) return { kind: 'file' };
  if (href.startsWith(INTERNAL_LINK_PREFIXES.ANCHOR)) return { kind: 'anchor' };
  if (href.startsWith(INTERNAL_LINK_PREFIXES.CONTENT) && !href.startsWith('//')) return { kind: 'content' };
  return { kind: 'external' };
}
