import { z } from 'zod';
import { IMAGE_ALIGNMENTS, IMAGE_CROP_MODES } from '../constants/images';
import { Dimensions, FocalPoint, LinkUrl } from './media';

export const ImageData = z.object({
  src: z.string().min(1),
  alt: z.string(),
  // Spec media-and-reporting §3: image dimensions as a "widthxheight" string; needed so nothing jumps.
  dimensions: Dimensions,
  focalPoint: FocalPoint.default([0.5, 0.5]),
  // Spec media-and-reporting §3: cover crops around the focal point, contain fits the picture, none keeps it.
  crop: z.enum(IMAGE_CROP_MODES).default('none'),
  // The frame's proportions for cover and contain, "W:H"; none keeps the picture's own.
  aspectRatio: z
    .string()
    .regex(/^\d+:\d+$/, 'expected "W:H"')
    .refine((value) => !value.split(':').some((part) => Number(part) === 0), 'expected non-zero sides')
    .optional(),
  // §5: a content-fit image without alignment is centred.
  alignment: z.enum(IMAGE_ALIGNMENTS).optional(),
  // The share of the content column it takes, which sets the image's `sizes`.
  widthPercent: z.number().int().min(10).max(100).default(100),
  caption: z.string().optional(),
  link: LinkUrl.optional(),
});
export type ImageData = z.infer<typeof ImageData>;
