import { TOOLTIP } from '../constants/limits';

interface TooltipPlacement {
  left: number;
  top: number;
}

/**
 * Spec media-and-reporting §9: the tooltip sits 15 px right of and below the cursor (or the focused
 * element's corner), kept 20 px inside the viewport's edges; when there is no room below, it goes above.
 */
export function placeTooltip(
  anchor: { x: number; y: number },
  tooltip: { width: number; height: number },
  viewport: { width: number; height: number },
): TooltipPlacement {
  const { CURSOR_OFFSET_PX: offset, EDGE_MARGIN_PX: margin } = TOOLTIP;
  const maxLeft = viewport.width - margin - tooltip.width;
  const left = Math.max(margin, Math.min(anchor.x + offset, maxLeft));
  const below = anchor.y + offset;
  const top =
    below + tooltip.height <= viewport.height - margin ? below : Math.max(margin, anchor.y - offset - tooltip.height);
  return { left, top };
}
