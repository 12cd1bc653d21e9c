import type { PageEncoding } from '../http/compressPages';

/** A page rendered for every anonymous visitor, with its tag and its compressed forms once asked for. */
export interface CachedPage {
  /** The path and query it answers. */
  key: string;
  status: number;
  html: string;
  /** A strong ETag of the HTML (tagPage). */
  etag: string;
  /** The site versions it was rendered from (readSiteVersions). */
  versions: string;
  renderedAt: number;
  encoded: Map<PageEncoding, Buffer>;
}

// Ours: about a hundred large pages (a gallery is some 70 KB of HTML, 7 KB compressed), more of small ones.
// Past it the least recently served pages go first.
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The server's own cache of rendered anonymous pages, by path and query (docs/scaling.md, "Render cache").
 * An entry serves only while the site's versions are those it was rendered from (a change to content,
 * stock or reviews in any process moves them) and for at most `maxAgeMs` (what a page shows by the clock,
 * such as a post's publication time, is never older than the shared caches' own limit).
 */
export class RenderCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page rendered for this key from these versions, fresh enough to serve; else undefined. */
  find(key: string, versions: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.versions !== versions || this.now() - page.renderedAt > this.maxAgeMs) {
      this.remove(key, page);
      return undefined;
    }
    // Most recently served last: the first in the map are the first to go.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  keep(key: string, page: Omit<CachedPage, 'key' | 'encoded' | 'renderedAt'>): CachedPage {
    const old = this.pages.get(key);
    if (old) this.remove(key, old);
    const stored: CachedPage = { ...page, key, renderedAt: this.now(), encoded: new Map() };
    this.pages.set(key, stored);
    this.bytes += sizeOf(stored);
    this.evict();
    return stored;
  }

  /** Remembers a compressed form of a kept page (counted in the cache's size). */
  addEncoding(page: CachedPage, encoding: PageEncoding, body: Buffer): void {
    if (page.encoded.has(encoding)) return;
    page.encoded.set(encoding, body);
    // A page dropped meanwhile (a newer render, evicted) is no longer counted.
    if (this.pages.get(page.key) === page) this.bytes += body.length;
    this.evict();
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private remove(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  private evict(): void {
    for (const [key, page] of this.pages) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key, page);
    }
  }
}

function sizeOf(page: CachedPage): number {
  let bytes = page.html.length * 2;
  for (const body of page.encoded.values()) bytes += body.length;
  return bytes;
}
