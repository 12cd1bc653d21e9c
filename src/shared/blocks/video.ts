import { z } from 'zod';
import { VIDEO_MODES } from '../constants/video';
import { parseVideoEmbed } from '../video/parseVideoEmbed';
import { Dimensions, FocalPoint } from './media';
import { CONTENT_DEFAULT_WORDS } from '../words/contentDefaultWords';

// Spec media-and-reporting §3 and §5: where a video comes from (a provider's page address or its embed
// code) and how it fills its box (none, fit, fill or null). The source is resolved once, when the site file
// loads, into `resolved`: the player's address, or invalid.
export const VideoSourceData = z
  .object({
    url: z.string().min(1).optional(),
    embed: z.string().min(1).optional(),
    mode: z.enum(VIDEO_MODES, { error: 'expected a video mode of none, fit, fill or null' }).nullable().default(null),
  })
  .transform((source) => ({ ...source, resolved: parseVideoEmbed(source) }));
export type VideoSourceData = z.infer<typeof VideoSourceData>;

// The picture shown until the visitor presses play: ours, so nothing is fetched from the provider before.
const VideoPoster = z.object({
  src: z.string().min(1),
  alt: z.string().default(''),
  dimensions: Dimensions,
  focalPoint: FocalPoint.default([0.5, 0.5]),
});

export const VideoData = z.object({
  video: VideoSourceData,
  title: z.string().min(1).default(CONTENT_DEFAULT_WORDS.en.videoTitle),
  poster: VideoPoster.optional(),
  // Width divided by height of the placeholder a video that cannot play keeps (spec §9: 100 / ratio).
  placeholderRatio: z.number().positive().optional(),
  caption: z.string().optional(),
});
export type VideoData = z.infer<typeof VideoData>;
