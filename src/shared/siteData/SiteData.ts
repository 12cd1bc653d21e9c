import { z } from 'zod';
import { Website } from './Website';
import { WebsiteSettings } from './WebsiteSettings';
import { CookieSettings } from './CookieSettings';
import { Navigation } from './Navigation';
import { Page } from './Page';
import { Collection } from './Collection';
import { Product } from './Product';
import { DonatePage } from './DonatePage';
import { Seo } from './Seo';
import { SiteFonts, checkSiteFonts } from './SiteFonts';
import { classifyInternalLink } from '../links/classifyInternalLink';
import { findCollectionPanelPath } from '../links/findCollectionPanelPath';
import { fillContentDefaults } from '../blocks/fillContentDefaults';

const SITE_DATA_VERSION = 1;

// The site data file: everything the server needs to render a site. Documented in docs/site-data.md.
const SiteFields = z.object({
  version: z.literal(SITE_DATA_VERSION),
  website: Website,
  websiteSettings: WebsiteSettings.prefault({}),
  cookieSettings: CookieSettings.prefault({}),
  navigation: Navigation.default({ main: [], footer: [] }),
  pages: z.array(Page).min(1),
  collections: z.array(Collection).default([]),
  products: z.array(Product).default([]),
  donatePages: z.array(DonatePage).default([]),
  seo: Seo.default({}),
  fonts: SiteFonts.prefault({}),
});
// Owner content fields left unset take the site language's words before the check (fillContentDefaults).
export const SiteData = z.preprocess(
  fillContentDefaults,
  SiteFields.superRefine(checkReferences).superRefine((site, ctx) =>
    checkSiteFonts(site.fonts, site.website.typekitId, ctx),
  ),
);
export type SiteData = z.infer<typeof SiteData>;

// Every string in a block's data with its JSON path: links sit at many depths (buttons, slides, plans).
function findStrings(value: unknown, path: (string | number)[]): [(string | number)[], string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => findStrings(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => findStrings(item, [...path, key]));
  return [];
}

// Ids and paths must be unique and references must resolve, or a page would render half a block.
function checkReferences(site: z.infer<typeof SiteFields>, ctx: z.RefinementCtx): void {
  const collectionIds = new Set(site.collections.map((c) => c.id));
  const productIds = new Set(site.products.map((p) => p.id));
  const donatePageIds = new Set(site.donatePages.map((d) => d.id));
  type Path = (string | number)[];
  const flag = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
  // Optional references (empty when absent) are checked only when given.
  const requireId = (ids: Set<string>, id: string | null | undefined, path: Path, what: string) => {
    if (id && !ids.has(id)) flag(path, `expected the id of ${what}, "${id}" is not one`);
  };
  const paths = new Map<string, number>();
  const blockIds = new Map<string, string>();
  site.pages.forEach((page, p) => {
    const previous = paths.get(page.path);
    if (previous !== undefined)
      flag(['pages', p, 'path'], `expected a unique path, "${page.path}" is also used by pages[${previous}]`);
    paths.set(page.path, p);
    requireId(collectionIds, page.collectionId, ['pages', p, 'collectionId'], 'a collection');
    page.sections.forEach((section, s) => {
      section.blocks.forEach((block, b) => {
        const blockPath = ['pages', p, 'sections', s, 'blocks', b];
        const dataPath = [...blockPath, 'data'];
        const seen = blockIds.get(block.id);
        if (seen) flag([...blockPath, 'id'], `expected a unique block id, "${block.id}" is also used by ${seen}`);
        blockIds.set(block.id, `pages[${p}].sections[${s}].blocks[${b}]`);
        for (const [linkPath, link] of findStrings(block.data, dataPath)) {
          const panel = classifyInternalLink(link);
          if (panel.kind === 'collection-panel' && findCollectionPanelPath(site, panel.id!) === null)
            flag(
              linkPath,
              `expected a collection panel link to name a collection or page id, "${panel.id}" is neither`,
            );
        }
        if (block.type === 'summary')
          requireId(collectionIds, block.data.collectionId, [...dataPath, 'collectionId'], 'a collection');
        if (block.type === 'product')
          requireId(productIds, block.data.productId, [...dataPath, 'productId'], 'a product');
        if (block.type === 'donation-button')
          requireId(donatePageIds, block.data.donatePageId, [...dataPath, 'donatePageId'], 'a donate page');
      });
    });
  });
  site.collections.forEach((collection, c) =>
    collection.items.forEach((item, i) =>
      requireId(productIds, item.productId, ['collections', c, 'items', i, 'productId'], 'a product'),
    ),
  );
}
