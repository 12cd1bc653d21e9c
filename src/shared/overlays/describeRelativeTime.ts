import { RELATIVE_TIME } from '../constants/limits';
import { RELATIVE_TIME_MESSAGES } from '../messages/relativeTimeMessages';

/**
 * Spec media-and-reporting §9: 'just now' at 0 s, 'about N seconds ago' under 60 s, then the date (null:
 * the caller shows its formatted date). A time a little ahead of this clock (the server's clock is not the
 * visitor's) reads 'just now' too.
 */
export function describeRelativeTime(timeMs: number, nowMs: number): string | null {
  const seconds = Math.floor((nowMs - timeMs) / 1000);
  if (seconds >= RELATIVE_TIME.SECONDS_AGO_UNDER_S || seconds <= -RELATIVE_TIME.SECONDS_AGO_UNDER_S) return null;
  if (seconds <= RELATIVE_TIME.JUST_NOW_AT_S) return RELATIVE_TIME_MESSAGES.justNow;
  return RELATIVE_TIME_MESSAGES.secondsAgo(seconds);
}
