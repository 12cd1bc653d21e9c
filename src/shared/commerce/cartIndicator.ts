import { formatMessage } from '../messageFormat/formatMessage';
import { CART_INDICATOR_WORDS } from '../words/cartIndicatorWords';
import { selectWords } from '../words/selectWords';
import { CART_COUNT_CAP, formatCartCount } from './formatCartCount';

/** The indicator's accessibility label (spec media-and-reporting §8), in the site's language. */
export function formatCartAccessibilityLabel(n: number, locale = 'en-US'): string {
  const { label } = selectWords(CART_INDICATOR_WORDS, locale);
  return formatMessage(label, locale, { n, over: n > CART_COUNT_CAP, cap: CART_COUNT_CAP });
}

/**
 * The indicator's accessible name: its visible text first ("Cart 3", "Cart 100+"), so a voice-control user
 * who says what they see reaches it (WCAG 2.5.3, axe's label-content-name-mismatch), then the spec's label.
 */
export function formatCartIndicatorName(n: number, locale = 'en-US'): string {
  const { text } = selectWords(CART_INDICATOR_WORDS, locale);
  return `${text} ${formatCartCount(n)} (${formatCartAccessibilityLabel(n, locale)})`;
}
