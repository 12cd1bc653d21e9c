// Spec media-and-reporting §3: image dimensions as a "widthxheight" string. Kept apart from the zod
// schemas in media.ts so block components in the browser can use it without shipping zod.
export function parseDimensions(dimensions: string): { width: number; height: number } {
  const [width = 0, height = 0] = dimensions.split('x').map(Number);
  return { width, height };
}
