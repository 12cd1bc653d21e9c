import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGE_CACHE_CONTROL } from './pageCaching';

export interface TaggedPage {
  html: string;
  /** A strong ETag of exactly this HTML (tagPage). */
  etag: string;
}

/** A strong ETag: the page's SHA-256, so the same HTML from any process has the same tag. */
export function tagPage(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

// The tags If-None-Match names: `*`, or a list of tags, weak ones included (RFC 9110 §13.1.2 compares
// weakly for If-None-Match). A tag's compressed forms (compressPages adds -br/-gzip) name the same page.
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.slice(1, -1);
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === etag || tag === `"${bare}-br"` || tag === `"${bare}-gzip"`;
  });
}

/** Answers a page every anonymous visitor gets alike: cacheable by shared caches, 304 when the tag matches. */
export function sendPublicPage(request: FastifyRequest, reply: FastifyReply, page: TaggedPage): FastifyReply {
  void reply.header('cache-control', PUBLIC_PAGE_CACHE_CONTROL).header('etag', page.etag);
  if (reply.statusCode === 200 && matchesTag(request.headers['if-none-match'], page.etag))
    return reply.code(304).send();
  return reply.send(page.html);
}
