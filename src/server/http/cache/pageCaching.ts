import type { RequestIdentity } from '../identity';

// A page every anonymous visitor gets alike may be kept by shared caches (a CDN, Varnish) for five minutes
// and served stale for a minute more while one request revalidates it; the server purges them when what a
// page shows changes (purgeHttpCache), so these times bound only a lost purge. Browsers keep nothing
// (max-age=0): each navigation revalidates with the ETag and gets a 304 when nothing changed. Not no-store,
// which would keep pages out of the back/forward cache that slow phones rely on.
export const SHARED_CACHE_MAX_AGE_S = 300;
export const SHARED_CACHE_STALE_S = 60;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_MAX_AGE_S}, stale-while-revalidate=${SHARED_CACHE_STALE_S}`;
// private: the page carries an owner's or member's context, or member-only content; no-cache: always revalidated.
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

export type PageCaching = 'public' | 'private';

interface PageRequestFacts {
  identity: RequestIdentity;
  /** The page is member-only: the lock for visitors, the content for members; never kept by a shared cache. */
  memberOnly: boolean;
  /** Loaded in a frame (the configuration area's preview), which varies by a request header. */
  framed: boolean;
}

/** Whether a page answer may be kept by shared caches: only the one every anonymous visitor gets alike. */
export function decidePageCaching({ identity, memberOnly, framed }: PageRequestFacts): PageCaching {
  if (identity.account || identity.member || memberOnly || framed) return 'private';
  return 'public';
}
