import { LINK_LIMITS, TEL_LINK_CHARACTERS } from '../constants/limits';

// Spec visitor-runtime §5: the link helper's limits, by kind of link. Returns what is wrong with the link
// ("expected …", to follow its JSON path in a start-up error), or null when it is within its limits.
// *_LENGTH_UNDER limits count the whole link, scheme included.
export function checkLink(url: string): string | null {
  const lower = url.toLowerCase();
  const under = (limit: number, kind: string) =>
    url.length < limit ? null : `expected ${kind} under ${limit} characters, got ${url.length}`;
  if (url.startsWith('#')) return under(LINK_LIMITS.ANCHOR_LENGTH_UNDER, 'an anchor');
  if (url.startsWith('/')) return under(LINK_LIMITS.INTERNAL_URL_LENGTH_UNDER, 'an internal link');
  if (lower.startsWith('tel:')) {
    const number = url.slice('tel:'.length);
    if ([...number].some((c) => !TEL_LINK_CHARACTERS.includes(c)))
      return 'expected a tel link of digits, plus and minus only';
    if (number.length < LINK_LIMITS.TEL_MIN_LENGTH)
      return `expected a tel link of at least ${LINK_LIMITS.TEL_MIN_LENGTH} characters`;
    return under(LINK_LIMITS.TEL_LENGTH_UNDER, 'a tel link');
  }
  if (lower.startsWith('sms:')) return under(LINK_LIMITS.SMS_LENGTH_UNDER, 'an sms link');
  if (lower.startsWith('mailto:')) {
    const address = url.slice('mailto:'.length).split('?')[0] ?? '';
    const parts = address.split('@');
    if (parts.length !== 2 || !parts[0] || !/^[^.\s]+(\.[^.\s]+)+$/.test(parts[1] ?? ''))
      return 'expected a mailto link with one @ and a dotted domain';
    return under(LINK_LIMITS.MAILTO_LENGTH_UNDER, 'a mailto link');
  }
  if (lower.startsWith('javascript:')) return under(LINK_LIMITS.JAVASCRIPT_LENGTH_UNDER, 'a javascript link');
  if (lower.startsWith('ftp:')) return under(LINK_LIMITS.FTP_LENGTH_UNDER, 'an ftp link');
  return null;
}
