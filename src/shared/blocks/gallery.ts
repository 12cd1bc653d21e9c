import { z } from 'zod';
import {
  LIGHTBOX_THEMES,
  META_POSITIONS,
  SLIDE_TYPES,
  GALLERY_DESIGN_DEFAULTS,
  IMAGE_ASPECT_RATIO_AUTO,
  ACTIVE_ALIGNMENTS,
  STRIP_ALIGNMENTS,
  SLIDESHOW_CLICK_BEHAVIOURS,
  STRIP_ACTIVE_CLICK_BEHAVIOURS,
  SCROLL_TRANSITION_DIRECTIONS,
  NEW_SWIPE_BOUNDARIES,
  DEFAULT_SLIDESHOW_TRANSITION,
} from '../constants/gallery';
import { isSlideshowTransition } from '../gallery/requireTransition';
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

// Spec media-and-reporting §5: newSwipe's options and their messages.
const Boundary = z.enum(NEW_SWIPE_BOUNDARIES, { error: 'newSwipe boundaries must be none, hard or inertial' });
const NewSwipeOptions = z.object({
  boundaries: z.object({ start: Boundary, end: Boundary }).default({ start: 'inertial', end: 'inertial' }),
  snapPoints: z
    .union([
      z.literal('none'),
      z.array(z.string().regex(/^\d+(\.\d+)?%$/, 'snap points must end with a percent sign or be none')).min(1),
    ])
    .default('none'),
  resizeThreshold: z.number({ error: 'resize threshold must be a number' }).min(0).default(0),
  resizeTimeout: z.number({ error: 'resize timeout must be a number' }).min(0).default(100),
});

// Spec media-and-reporting §3 (keys as the spec writes them) and §9 (defaults; withDesignDefaults fills those
// that depend on the design).
const GalleryFields = z.object({
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
  // §9: on by default for grid, off for the others.
  lightbox: z.boolean().optional(),
  lightboxTheme: z.enum(LIGHTBOX_THEMES).default('dark'),
  // Images and videos in one gallery; without it video slides show as their poster picture (withDesignDefaults).
  mixedContent: z.boolean().default(false),
  // list: the picture's share of the row, in percent.
  listImageSize: z.number().min(10).max(90).default(40),
  // slider: the strip's height as a percentage of its width, or (vSize) of the viewport's height.
  aspectRatio: z.number().min(1).max(200).optional(),
  vSize: z.number().min(1).max(100).optional(),
  // slideshow: a thumbnail strip linked to it, its height and its gap above, in px.
  thumbnails: z.boolean().default(false),
  'thumbnail-strip-height': z.number().min(20).max(300).default(80),
  'thumbnail-strip-margin': z.number().min(0).max(100).default(10),
  // grid: square thumbnails, else each picture's own ratio.
  'square-thumbs': z.boolean().default(true),
  // Crop pictures to fill their box (cover), else show them whole (contain).
  'auto-crop': z.boolean().default(true),
  autoplay: z.boolean().default(false),
  'autoplay-duration': z.number().positive().optional(),
  // §4 "randomly or sequentially".
  'autoplay-random': z.boolean().default(false),
  loop: z.boolean().default(true),
  history: z.boolean().default(false),
  'meta-position': z.enum(META_POSITIONS).default('bottom'),
  // §5: strip alignment left/center/right (start/middle/end accepted too), default middle.
  'active-alignment': z.enum([...ACTIVE_ALIGNMENTS, ...STRIP_ALIGNMENTS]).default('center'),
  // §4 and §5: slideshow transition; an unknown name is refused with the spec's message.
  transition: z
    .string()
    .refine(isSlideshowTransition, { error: (issue) => GALLERY_MESSAGES.unknownTransition(String(issue.input)) })
    .default(DEFAULT_SLIDESHOW_TRANSITION),
  scrollDirection: z.enum(SCROLL_TRANSITION_DIRECTIONS).default('horizontal'),
  newSwipe: NewSwipeOptions.default(NewSwipeOptions.parse({})),
  // §4: what a click on the slideshow does, and on the strip's active slide.
  clickBehaviour: z.enum(SLIDESHOW_CLICK_BEHAVIOURS).default('next'),
  activeSlideClick: z.enum(STRIP_ACTIVE_CLICK_BEHAVIOURS).default('next'),
});

// Spec media-and-reporting §9: grid's lightbox on; the strip's vSize when neither aspectRatio nor vSize is given.
function withDesignDefaults(data: z.infer<typeof GalleryFields>) {
  const design = data.design;
  const lightbox = data.lightbox ?? (design === 'grid' ? GALLERY_DESIGN_DEFAULTS.grid.lightbox : false);
  const vSize =
    design === 'slider' && data.aspectRatio === undefined && data.vSize === undefined
      ? GALLERY_DESIGN_DEFAULTS.strip.vSize
      : data.vSize;
  // mixedContent (§3): only a gallery that mixes images and videos plays its video slides; in any other a video
  // slide is its poster picture, an image like the rest (no player, no play button, no script for it).
  const slides = data.mixedContent
    ? data.slides
    : data.slides.map((slide) =>
        slide.type === 'video' ? { ...slide, type: 'image' as const, video: undefined } : slide,
      );
  return { ...data, lightbox, vSize, slides };
}

export const GalleryData = GalleryFields.transform(withDesignDefaults);
export type GalleryData = z.output<typeof GalleryData>;
