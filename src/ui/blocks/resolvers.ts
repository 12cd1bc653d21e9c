import type { Block, BlockType } from '../../shared/blocks/Block';
import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import { resolveProductProps } from './product/resolveProductProps';
import { resolveStoreMoneyStyle } from './resolveStoreMoneyStyle';
import { renderSummaryHtml } from './summary/renderSummaryHtml';
import { GALLERY_WORDS } from '../../shared/words/galleryWords';
import { SEARCH_WORDS } from '../../shared/words/searchWords';
import { BLOCK_LABEL_WORDS } from '../../shared/words/blockLabelWords';
import { selectWords } from '../../shared/words/selectWords';

export interface ResolveContext {
  site: SiteData;
  page: Page;
  /** The visitor is a logged-in member: member-only collections' summaries show their items (default no). */
  isMember?: boolean;
}

type BlockResolver = (block: Block, context: ResolveContext) => Record<string, unknown>;

// Server-side: the props a block receives beyond its own data; a type without a resolver gets { id, data }.
const resolvers: Partial<Record<BlockType, BlockResolver>> = {
  product: resolveProductProps,
  'pricing-toggle': (_block, { site }) => ({
    moneyStyle: resolveStoreMoneyStyle(site),
    switchLabel: selectWords(BLOCK_LABEL_WORDS, site.website.locale).pricingSwitch,
  }),
  // The tab list's name when the menu has no heading, in the site's language.
  menu: (_block, { site }) => ({ tabsLabel: selectWords(BLOCK_LABEL_WORDS, site.website.locale).menuTabs }),
  video: (_block, { site }) => ({ playWords: selectWords(BLOCK_LABEL_WORDS, site.website.locale).videoPlay }),
  summary: (block, { site, isMember }) => ({
    html: block.type === 'summary' ? (renderSummaryHtml(site, block.data, isMember ?? false) ?? '') : '',
  }),
  // Spec media-and-reporting §3: a gallery reads its block data from JSON (decoded in the browser by the
  // gallery, which logs the spec's messages when it cannot be used); the object itself is not sent twice.
  // Its controls' names come along in the site's language, so the gallery's chunk carries no catalogue.
  search: (_block, { site }) => ({ words: selectWords(SEARCH_WORDS, site.website.locale) }),
  gallery: (block, { site }) => ({
    data: undefined,
    json: JSON.stringify(block.data),
    words: selectWords(GALLERY_WORDS, site.website.locale),
  }),
};

export function resolveBlockProps(block: Block, context: ResolveContext): Record<string, unknown> {
  const resolver = resolvers[block.type];
  return { id: block.id, data: block.data, ...(resolver ? resolver(block, context) : {}) };
}
