import type { WordCatalogue } from './WordCatalogue';

// Accessible names a block gives its own controls where the owner's content names none: the menu's tab list
// (without a heading) and the pricing toggle's switch. The server resolves them with the block's props
// (src/ui/blocks/resolvers.ts), so the islands' chunks carry no catalogue.
const en = {
  menuTabs: 'Menus',
  pricingSwitch: 'Billing',
} as const;

export type BlockLabelKey = keyof typeof en;

export const BLOCK_LABEL_WORDS: WordCatalogue<BlockLabelKey> = {
  en,
  de: {
    menuTabs: 'Speisekarten',
    pricingSwitch: 'Abrechnung',
  },
};
