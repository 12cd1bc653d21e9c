// Blocks whose first paint is a picture (the block's own image, a hero, a gallery's first slide).
const PICTURE_BLOCKS = new Set(['hero', 'image', 'gallery', 'video']);
// Blocks that push later content far down (a form, a gallery) end the search: a picture after them is
// rarely in the first viewport.
const TALL_BLOCKS = new Set(['form', 'gallery', 'product', 'cart', 'checkout', 'map']);

// The page's likely largest contentful paint: the first picture-bearing block among its first blocks. That
// picture is fetched with high priority and never lazily; every other picture waits to come near.
export function findLikelyLcpBlock(blocks: readonly { id: string; type: string }[], lookAhead = 4): string | null {
  for (const block of blocks.slice(0, lookAhead)) {
    if (PICTURE_BLOCKS.has(block.type)) return block.id;
    if (TALL_BLOCKS.has(block.type)) return null;
  }
  return null;
}
