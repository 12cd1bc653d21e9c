import type { BlockType } from '../../shared/blocks/Block';
import type { BlockRuntime } from '../../ui/runtime/BlockRuntime';
import { enhanceButtons } from '../../ui/blocks/buttons/enhanceButtons';
import { enhanceMarquee } from '../../ui/blocks/marquee/enhanceMarquee';

// Islands whose script is a few listeners over the server's HTML (ENHANCED_BLOCKS): enhanced here, in one
// small chunk, without React, whose 65 KB would otherwise be most of a page's first load.
export function enhanceIsland(
  element: HTMLElement,
  type: BlockType,
  props: Record<string, unknown>,
  runtime: BlockRuntime,
  earlyEvents: readonly Event[],
): void {
  // ENHANCED_BLOCKS holds these two types only.
  if (type === 'buttons') enhanceButtons(element, props as never, runtime, earlyEvents);
  else enhanceMarquee(element, props as never);
}
