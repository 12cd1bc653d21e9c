import { RELATIVE_TIME } from '../../shared/constants/limits';
import { RUNTIME_MESSAGES } from '../../shared/messages/runtimeMessages';
import { describeRelativeTime } from '../../shared/overlays/describeRelativeTime';

/**
 * Spec media-and-reporting §9: post times (<time data-relative-time datetime>) read 'just now', then
 * 'about N seconds ago' under a minute, then the date the server rendered; refreshed every 5 s. Spec
 * visitor-runtime §8: an invalid date is a console warning, and its text stays as rendered.
 */
export function startRelativeTimes(doc: Document = document, now: () => number = Date.now): () => void {
  const entries: { element: HTMLElement; time: number; rendered: string }[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>('time[data-relative-time]')) {
    const value = element.getAttribute('datetime') ?? '';
    const time = Date.parse(value);
    if (Number.isNaN(time)) {
      console.warn(RUNTIME_MESSAGES.invalidDate, value);
      continue;
    }
    entries.push({ element, time, rendered: element.textContent ?? '' });
  }
  // The site's locale, as the page declares it (<html lang>): a German page says "vor 5 Sekunden".
  const locale = doc.documentElement.lang || 'en';
  const refresh = () => {
    for (const { element, time, rendered } of entries) {
      const text = describeRelativeTime(time, now(), locale) ?? rendered;
      if (element.textContent !== text) element.textContent = text;
    }
  };
  refresh();
  const timer = setInterval(refresh, RELATIVE_TIME.REFRESH_INTERVAL_MS);
  return () => clearInterval(timer);
}
