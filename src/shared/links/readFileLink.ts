import { INTERNAL_LINK_PREFIXES } from '../constants/routes';

// Spec visitor-runtime §2: a '/s/' link is a file link: a file of the site's files folder, served at
// /s/{name}. Names are plain relative paths: no '.' or '..' segment, no empty one, no backslash or control
// character, so a link cannot reach outside the folder.
const isSafeSegment = (segment: string) =>
  segment !== '' &&
  segment !== '.' &&
  segment !== '..' &&
  ![...segment].some((c) => c === '\\' || c.charCodeAt(0) < 0x20);

/** The file a '/s/' link names (URL-decoded, query and hash left off), or null when it names none safely. */
export function readFileLink(href: string): string | null {
  if (!href.startsWith(INTERNAL_LINK_PREFIXES.FILE)) return null;
  const raw = href.slice(INTERNAL_LINK_PREFIXES.FILE.length).split(/[?#]/)[0]!;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segments = name.split('/');
  return segments.every(isSafeSegment) ? name : null;
}

/** Every '/s/' link in a value (the site data, a block's data) with its JSON path. */
export function findFileLinks(value: unknown, path: (string | number)[] = []): [(string | number)[], string][] {
  if (typeof value === 'string') return value.startsWith(INTERNAL_LINK_PREFIXES.FILE) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findFileLinks(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => findFileLinks(item, [...path, key]));
  return [];
}
