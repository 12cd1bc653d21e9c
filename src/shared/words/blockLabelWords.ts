import type { WordCatalogue } from './WordCatalogue';

// Accessible names a block gives its own controls: the menu's tab list (without a heading), the pricing
// toggle's switch and a video's play button (its title filled in by the block, fillWords). The server resolves them with the block's props
// (src/ui/blocks/resolvers.ts), so the islands' chunks carry no catalogue.
const en = {
  menuTabs: 'Menus',
  pricingSwitch: 'Billing',
  videoPlay: 'Play {title}',
} as const;

export type BlockLabelKey = keyof typeof en;

export const BLOCK_LABEL_WORDS: WordCatalogue<BlockLabelKey> = {
  en,
  de: {
    menuTabs: 'Speisekarten',
    pricingSwitch: 'Abrechnung',
    videoPlay: '{title} abspielen',
  },
};
