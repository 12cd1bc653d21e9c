import { z } from 'zod';

export const ImageData = z.object({
  src: z.string().min(1),
  alt: z.string(),
  // Spec media-and-reporting §3: image dimensions as a "widthxheight" string; needed so nothing jumps.
  dimensions: z.string().regex(/^\d+x\d+$/, 'expected "WIDTHxHEIGHT"'),
  focalPoint: z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]).default([0.5, 0.5]),
  caption: z.string().optional(),
  link: z.string().optional(),
});
export type ImageData = z.infer<typeof ImageData>;
