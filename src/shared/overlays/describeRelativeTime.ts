import { RELATIVE_TIME } from '../constants/limits';
import { RELATIVE_TIME_MESSAGES } from '../messages/relativeTimeMessages';
import { readLanguage } from '../words/selectWords';

/**
 * Spec media-and-reporting §9: 'just now' at 0 s, 'about N seconds ago' under 60 s, then the date (null:
 * the caller shows its formatted date). A time a little ahead of this clock (the server's clock is not the
 * visitor's) reads 'just now' too. `locale` is the site's: an English site reads the spec's words; a site in
 * another language the runtime writes (selectWords.ts) reads the browser's own wording of that locale
 * (Intl.RelativeTimeFormat: "jetzt", "vor 5 Sekunden"), plurals and all, with no catalogue to load.
 */
export function describeRelativeTime(timeMs: number, nowMs: number, locale = 'en'): string | null {
  const seconds = Math.floor((nowMs - timeMs) / 1000);
  if (seconds >= RELATIVE_TIME.SECONDS_AGO_UNDER_S || seconds <= -RELATIVE_TIME.SECONDS_AGO_UNDER_S) return null;
  const elapsed = Math.max(seconds, RELATIVE_TIME.JUST_NOW_AT_S);
  if (readLanguage(locale) !== 'en')
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-elapsed, 'second');
  if (elapsed === RELATIVE_TIME.JUST_NOW_AT_S) return RELATIVE_TIME_MESSAGES.justNow;
  return RELATIVE_TIME_MESSAGES.secondsAgo(elapsed);
}
