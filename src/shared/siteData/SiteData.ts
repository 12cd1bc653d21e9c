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

const SITE_DATA_VERSION = 1;

// The site data file: everything the server needs to render a site. Documented in docs/site-data.md.
export const SiteData = z
  .object({
    version: z.literal(SITE_DATA_VERSION),
    website: Website,
    websiteSettings: WebsiteSettings.default(WebsiteSettings.parse({})),
    cookieSettings: CookieSettings.default(CookieSettings.parse({})),
    navigation: Navigation.default({ main: [], footer: [] }),
    pages: z.array(Page).min(1),
    collections: z.array(Collection).default([]),
    products: z.array(Product).default([]),
    donatePages: z.array(DonatePage).default([]),
    seo: Seo.default({}),
    fonts: SiteFonts.default(SiteFonts.parse({})),
  })
  .superRefine(checkReferences)
  .superRefine((site, ctx) => checkSiteFonts(site.fonts, site.website.typekitId, ctx));
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
function checkReferences(
  site: z.infer<
    z.ZodObject<{
      pages: z.ZodArray<typeof Page>;
      collections: z.ZodArray<typeof Collection>;
      products: z.ZodArray<typeof Product>;
      donatePages: z.ZodArray<typeof DonatePage>;
    }>
  >,
  ctx: z.RefinementCtx,
): void {
  const collectionIds = new Set(site.collections.map((c) => c.id));
  const productIds = new Set(site.products.map((p) => p.id));
  const donatePageIds = new Set(site.donatePages.map((d) => d.id));
  const paths = new Map<string, number>();
  const blockIds = new Map<string, string>();
  site.pages.forEach((page, pageIndex) => {
    const previous = paths.get(page.path);
    if (previous !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['pages', pageIndex, 'path'],
        message: `expected a unique path, "${page.path}" is also used by pages[${previous}]`,
      });
    }
    paths.set(page.path, pageIndex);
    if (page.collectionId && !collectionIds.has(page.collectionId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pages', pageIndex, 'collectionId'],
        message: `expected the id of a collection, "${page.collectionId}" is not one`,
      });
    }
    page.sections.forEach((section, sectionIndex) => {
      section.blocks.forEach((block, blockIndex) => {
        const path = ['pages', pageIndex, 'sections', sectionIndex, 'blocks', blockIndex, 'id'];
        const where = `pages[${pageIndex}].sections[${sectionIndex}].blocks[${blockIndex}]`;
        const seen = blockIds.get(block.id);
        if (seen)
          ctx.addIssue({
            code: 'custom',
            path,
            message: `expected a unique block id, "${block.id}" is also used by ${seen}`,
          });
        blockIds.set(block.id, where);
        for (const [linkPath, link] of findStrings(block.data, [...path.slice(0, -1), 'data'])) {
          const panel = classifyInternalLink(link);
          if (panel.kind === 'collection-panel' && findCollectionPanelPath(site, panel.id!) === null) {
            ctx.addIssue({
              code: 'custom',
              path: linkPath,
              message: `expected a collection panel link to name a collection or page id, "${panel.id}" is neither`,
            });
          }
        }
        if (block.type === 'summary' && !collectionIds.has(block.data.collectionId)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path.slice(0, -1), 'data', 'collectionId'],
            message: `expected the id of a collection, "${block.data.collectionId}" is not one`,
          });
        }
        if (block.type === 'product' && !productIds.has(block.data.productId)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path.slice(0, -1), 'data', 'productId'],
            message: `expected the id of a product, "${block.data.productId}" is not one`,
          });
        }
        if (
          block.type === 'donation-button' &&
          block.data.donatePageId &&
          !donatePageIds.has(block.data.donatePageId)
        ) {
          ctx.addIssue({
            code: 'custom',
            path: [...path.slice(0, -1), 'data', 'donatePageId'],
            message: `expected the id of a donate page, "${block.data.donatePageId}" is not one`,
          });
        }
      });
    });
  });
  site.collections.forEach((collection, collectionIndex) => {
    collection.items.forEach((item, itemIndex) => {
      if (item.productId && !productIds.has(item.productId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['collections', collectionIndex, 'items', itemIndex, 'productId'],
          message: `expected the id of a product, "${item.productId}" is not one`,
        });
      }
    });
  });
}
