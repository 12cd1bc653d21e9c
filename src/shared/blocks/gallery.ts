import { z } from 'zod';
import {
  LIGHTBOX_THEMES,
  META_POSITIONS,
  SLIDE_TYPES,
  GALLERY_DESIGN_DEFAULTS,
  IMAGE_ASPECT_RATIO_AUTO,
} from '../constants/gallery';
import { GALLERY_MESSAGES } from '../messages/galleryMessages';
import { isGalleryDesign } from '../gallery/requireGalleryDesign';
import { Dimensions, FocalPoint, LinkUrl } from './media';
import { VideoSourceData } from './video';

// Spec media-and-reporting §3: a slide (type, id, url, click-through url, dimensions, focal point).
export const GallerySlide = z.object({
  id: z.string().min(1),
  type: z.enum(SLIDE_TYPES).default('image'),
  src: z.string().min(1),
  alt: z.string(),
  dimensions: Dimensions,
  focalPoint: FocalPoint.default([0.5, 0.5]),
  url: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and dashes')
    .optional(),
  clickthroughUrl: LinkUrl.optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  // A video slide's video; its src is the poster shown until play is pressed.
  video: VideoSourceData.optional(),
});
export type GallerySlide = z.infer<typeof GallerySlide>;

// Spec media-and-reporting §3 (gallery block data, keys as the spec writes them) and §9 (defaults).
export const GalleryData = z.object({
  // §5: an unknown design name is refused with the spec's message when the site file loads.
  design: z
    .string()
    .refine(isGalleryDesign, { error: (issue) => GALLERY_MESSAGES.unknownDesign(String(issue.input)) })
    .default('stacked'),
  slides: z.array(GallerySlide).min(1).max(60),
  // "Auto" means no fixed ratio; otherwise "W:H".
  imageAspectRatio: z
    .union([z.literal(IMAGE_ASPECT_RATIO_AUTO), z.string().regex(/^\d+:\d+$/, 'expected "Auto" or "W:H"')])
    .default(IMAGE_ASPECT_RATIO_AUTO),
  slidesPerRow: z.int().min(1).max(8).default(GALLERY_DESIGN_DEFAULTS.carousel.slidesPerRow),
  columnWidth: z.coerce.number().positive().default(GALLERY_DESIGN_DEFAULTS.autocolumns.columnWidth),
  gutter: z.number().min(0).max(100).default(GALLERY_DESIGN_DEFAULTS.autocolumns.gutter),
  padding: z.number().min(0).max(100).default(GALLERY_DESIGN_DEFAULTS.grid.padding),
  'thumbnails-per-row': z.int().min(1).max(12).default(GALLERY_DESIGN_DEFAULTS.grid.thumbnailsPerRow),
  lightbox: z.boolean().default(false),
  lightboxTheme: z.enum(LIGHTBOX_THEMES).default('dark'),
  autoplay: z.boolean().default(false),
  'autoplay-duration': z.number().positive().optional(),
  loop: z.boolean().default(true),
  history: z.boolean().default(false),
  'meta-position': z.enum(META_POSITIONS).default('bottom'),
  'active-alignment': z.enum(['left', 'center', 'right']).default('center'),
});
export type GalleryData = z.infer<typeof GalleryData>;
