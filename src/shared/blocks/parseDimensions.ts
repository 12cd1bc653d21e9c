// Spec media-and-reporting §3: "widthxheight". Apart from media.ts so the browser can use it without zod.
export function parseDimensions(dimensions: string): { width: number; height: number } {
  const [width = 0, height = 0] = dimensions.split('x').map(Number);
  return { width, height };
}
