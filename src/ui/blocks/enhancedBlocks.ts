import type { BlockType } from '../../shared/blocks/Block';

// Block types whose island needs no React in the browser: the server's HTML is the block, and a few
// listeners (src/main/islands/enhanceIsland.ts) add what it does. Their islands carry data-enhance and are
// scheduled by their catalog policy like any other. Server-side only, like hydrationByData.
export const ENHANCED_BLOCKS: ReadonlySet<BlockType> = new Set<BlockType>(['buttons', 'marquee']);
