import type { ComponentType } from 'react';
import type { BlockType } from '../../shared/blocks/Block';
import { getFormTransport } from '../../shared/forms/formTransport';

// A block's component: each takes its own props, decoded from validated site data, so the catalog cannot
// name one props type for all of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BlockComponent = ComponentType<any>;

export type HydrationPolicy = 'load' | 'visible' | 'idle' | 'interaction';

export interface CatalogEntry {
  /** null: static HTML only, never shipped to the browser as an island. */
  hydrate: HydrationPolicy | null;
  load: () => Promise<{ default: BlockComponent }>;
}

// A form hydrates with its submit code or not at all: one hydrated without it could take input it can
// neither send nor keep (Chromium keeps a failed import() failed). The server has no transport.
function withSubmitCode<T>(block: Promise<T>): Promise<T> {
  return Promise.all([block, getFormTransport()?.prepare()]).then(([loaded]) => loaded);
}

// A block that never hydrates is loaded by the server only: `import.meta.env.SSR` is constant false in the
// browser build, so the block's import and its chunk leave the main chunk's preload lists altogether.
const serverOnly = () => Promise.reject(new Error('server-rendered only'));
const onServer = import.meta.env?.SSR !== false;

// One line per block type (docs/internals.md); the browser imports a chunk when an island hydrates.
export const catalog: Record<BlockType, CatalogEntry> = {
  form: { hydrate: 'visible', load: () => withSubmitCode(import('./form/FormBlock')) },
  newsletter: { hydrate: 'visible', load: () => withSubmitCode(import('./newsletter/NewsletterBlock')) },
  heading: { hydrate: null, load: onServer ? () => import('./heading/HeadingBlock') : serverOnly },
  text: { hydrate: null, load: onServer ? () => import('./text/TextBlock') : serverOnly },
  image: { hydrate: null, load: onServer ? () => import('./image/ImageBlock') : serverOnly },
  hero: { hydrate: null, load: onServer ? () => import('./hero/HeroBlock') : serverOnly },
  // Buttons and marquee are enhanced without React (ENHANCED_BLOCKS): their components are the server's.
  buttons: { hydrate: 'visible', load: onServer ? () => import('./buttons/ButtonsBlock') : serverOnly },
  accordion: { hydrate: 'interaction', load: () => import('./accordion/AccordionBlock') },
  marquee: { hydrate: 'visible', load: onServer ? () => import('./marquee/MarqueeBlock') : serverOnly },
  spacer: { hydrate: null, load: onServer ? () => import('./spacer/SpacerBlock') : serverOnly },
  gallery: { hydrate: 'visible', load: () => import('./gallery/GalleryBlock') },
  'pricing-toggle': { hydrate: 'interaction', load: () => import('./pricing-toggle/PricingToggleBlock') },
  product: { hydrate: 'interaction', load: () => import('./product/ProductBlock') },
  cart: { hydrate: 'load', load: () => import('./cart/CartBlock') },
  checkout: { hydrate: null, load: onServer ? () => import('./checkout/CheckoutBlock') : serverOnly },
  'donation-button': { hydrate: 'visible', load: () => import('./donation-button/DonationButtonBlock') },
  // Spec media-and-reporting §4: nothing of the provider loads before the click; the player's code arrives
  // on the first interaction, and the click that woke it is replayed.
  video: { hydrate: 'interaction', load: () => import('./video/VideoBlock') },
  'order-confirmed': {
    hydrate: null,
    load: onServer ? () => import('./order-confirmed/OrderConfirmedBlock') : serverOnly,
  },
  // Results as you type hydrate at once on the search page; the page reads and pages without script.
  search: { hydrate: 'load', load: () => import('./search/SearchBlock') },
  'product-reviews': {
    hydrate: null,
    load: onServer ? () => import('./product-reviews/ProductReviewsBlock') : serverOnly,
  },
  menu: { hydrate: 'interaction', load: () => import('./menu/MenuBlock') },
  summary: { hydrate: 'visible', load: () => import('./summary/SummaryBlock') },
  booking: { hydrate: 'interaction', load: () => import('./booking/BookingBlock') },
  'social-follow': { hydrate: 'interaction', load: () => import('./social-follow/SocialFollowBlock') },
  // Spec media-and-reporting §4: a static placeholder until the block nears the viewport (200 px), then the
  // maps script, once per page.
  map: { hydrate: 'visible', load: () => import('./map/MapBlock') },
};
