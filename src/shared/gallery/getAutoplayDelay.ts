import { GALLERY_DEFAULTS } from '../constants/gallery';

// Spec media-and-reporting §9: autoplay-duration is in seconds; the timeout defaults to 5000 ms.
export function getAutoplayDelay(durationSeconds: number | undefined): number {
  if (durationSeconds === undefined || !Number.isFinite(durationSeconds) || durationSeconds <= 0)
    return GALLERY_DEFAULTS.AUTOPLAY_TIMEOUT_MS;
  return Math.round(durationSeconds * GALLERY_DEFAULTS.AUTOPLAY_DURATION_UNIT_MS);
}

// Spec media-and-reporting §2: the query parameter nomotion=true disables autoplay.
export function isAutoplayAllowed(autoplay: boolean, search: string): boolean {
  const value = new URLSearchParams(search).get(GALLERY_DEFAULTS.NO_MOTION_QUERY_PARAM);
  return autoplay && value !== GALLERY_DEFAULTS.NO_MOTION_QUERY_VALUE;
}
