import { z } from 'zod';
import { ButtonLink, Dimensions, FocalPoint } from './media';

// The hero is usually the page's largest paint: its image is never lazy-loaded (see HeroBlock).
export const HeroData = z.object({
  heading: z.string().min(1),
  text: z.string().optional(),
  image: z.object({
    src: z.string().min(1),
    alt: z.string(),
    dimensions: Dimensions,
    focalPoint: FocalPoint.default([0.5, 0.5]),
  }),
  buttons: z.array(ButtonLink).max(3).default([]),
  align: z.enum(['left', 'center', 'right']).default('left'),
  // How dark the scrim over the image is, so light text stays readable on any picture.
  overlayOpacity: z.number().min(0).max(0.9).default(0.35),
});
export type HeroData = z.infer<typeof HeroData>;
