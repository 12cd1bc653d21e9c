import { BLOG_URL_TOKENS } from '../constants/routes';

// Spec visitor-runtime §5: a tokenized blog URL has its leading slashes stripped and repeated % and /
// collapsed, and allows only the tokens %y (year), %m (month), %d (day) and %t (the post's URL id).
// Ours: the literal parts are lowercase letters, digits, dashes and slashes, as the URL ids are, and %t
// must be there, or two posts of one day would share an address.

export function normaliseBlogUrlFormat(raw: string): { format: string } | { problem: string } {
  const format = raw
    .replace(/^\/+/, '')
    .replace(/%{2,}/g, '%')
    .replace(/\/{2,}/g, '/');
  const token = /%(.?)/g;
  for (const match of format.matchAll(token)) {
    if (!(BLOG_URL_TOKENS as readonly string[]).includes(match[0]))
      return { problem: `expected only the tokens %y, %m, %d and %t, got "%${match[1]}"` };
  }
  if (!format.includes('%t')) return { problem: `expected %t (the post's URL id) in "${format}"` };
  if (!/^[a-z0-9/-]*$/.test(format.replace(token, '')))
    return { problem: `expected lowercase letters, digits, dashes and slashes around the tokens in "${format}"` };
  return { format };
}

/** True when the format needs the post's date. */
export const usesDateTokens = (format: string) => /%[ymd]/.test(format);
