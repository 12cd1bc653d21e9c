interface FocalBox {
  imageWidth: number;
  imageHeight: number;
  boxWidth: number;
  boxHeight: number;
}

// Spec media-and-reporting §3: cover crops around the focal point (default 0.5, 0.5). The picture is scaled
// to cover the box and shifted so the focal point sits at the box's centre, stopping at the picture's edges
// so no empty band shows. Returned as CSS object-position percentages: p % of the overflow is cut before.
export function computeCoverPosition(box: FocalBox, focal: readonly [number, number]): [number, number] {
  const scale = Math.max(box.boxWidth / box.imageWidth, box.boxHeight / box.imageHeight);
  return [
    axisPercent(box.imageWidth * scale, box.boxWidth, focal[0]),
    axisPercent(box.imageHeight * scale, box.boxHeight, focal[1]),
  ];
}

function axisPercent(scaled: number, box: number, focal: number): number {
  const overflow = scaled - box;
  if (overflow <= box * 1e-6) return 50;
  const offset = Math.min(overflow, Math.max(0, focal * scaled - box / 2));
  return Math.round((offset / overflow) * 1000) / 10;
}

// Spec media-and-reporting §3 and §5: contain letterboxes by the alignment, center when none is given.
export function containPosition(alignment: 'top' | 'left' | 'center' | 'right' | 'bottom' | undefined): string {
  return alignment ?? 'center';
}
