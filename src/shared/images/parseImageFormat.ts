import { IMAGE_SIZES } from '../constants/images';

type ImageWidth = (typeof IMAGE_SIZES)[number];

// Spec media-and-reporting §3 (size format queryString) and §9 (sizes): a variant is asked for as
// `?format=<width>w`, one of the service's widths. Anything else is the caller's mistake (400), with a message
// naming what is accepted.
export function parseImageFormat(value: unknown): { width: ImageWidth } | { error: string } {
  const accepted = `expected one of ${IMAGE_SIZES.map((size) => `${size}w`).join(', ')}`;
  if (typeof value !== 'string') return { error: accepted };
  const match = /^([1-9]\d{0,4})w$/.exec(value);
  const width = match ? Number(match[1]) : NaN;
  const size = IMAGE_SIZES.find((candidate) => candidate === width);
  return size === undefined ? { error: accepted } : { width: size };
}
