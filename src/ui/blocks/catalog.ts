import type { ComponentType } from 'react';
import type { BlockType } from '../../shared/blocks/Block';

export type HydrationPolicy = 'load' | 'visible' | 'idle' | 'interaction';

export interface CatalogEntry {
  /** null: static HTML only, never shipped to the browser as an island. */
  hydrate: HydrationPolicy | null;
  load: () => Promise<{ default: ComponentType<any> }>;
}

// One line per block type (docs/internals.md). The browser imports a type's chunk only when one of its
// islands hydrates; the server awaits the types a page uses.
export const catalog: Record<BlockType, CatalogEntry> = {
  form: { hydrate: 'visible', load: () => import('./form/FormBlock') },
  newsletter: { hydrate: 'visible', load: () => import('./newsletter/NewsletterBlock') },
  heading: { hydrate: null, load: () => import('./heading/HeadingBlock') },
  text: { hydrate: null, load: () => import('./text/TextBlock') },
  image: { hydrate: null, load: () => import('./image/ImageBlock') },
  hero: { hydrate: null, load: () => import('./hero/HeroBlock') },
  buttons: { hydrate: 'visible', load: () => import('./buttons/ButtonsBlock') },
  accordion: { hydrate: 'interaction', load: () => import('./accordion/AccordionBlock') },
  marquee: { hydrate: 'visible', load: () => import('./marquee/MarqueeBlock') },
  spacer: { hydrate: null, load: () => import('./spacer/SpacerBlock') },
  gallery: { hydrate: 'visible', load: () => import('./gallery/GalleryBlock') },
  'pricing-toggle': { hydrate: 'interaction', load: () => import('./pricing-toggle/PricingToggleBlock') },
  product: { hydrate: 'interaction', load: () => import('./product/ProductBlock') },
};
