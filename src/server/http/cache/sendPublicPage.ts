import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGE_CACHE_CONTROL } from './pageCaching';
import { compressPage, MIN_COMPRESSED_PAGE_BYTES, pickPageEncoding } from '../compressPages';
import type { CachedPage, RenderCache } from '../../render/RenderCache';

/** A strong ETag: the page's SHA-256, so the same HTML from any process has the same tag. */
export function tagPage(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

// The tags If-None-Match names: `*`, or a list of tags, weak ones included (RFC 9110 §13.1.2 compares
// weakly for If-None-Match). A tag's compressed forms (-br, -gzip) name the same page.
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.slice(1, -1);
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === etag || tag === `"${bare}-br"` || tag === `"${bare}-gzip"`;
  });
}

/**
 * Answers a page every anonymous visitor gets alike: cacheable by shared caches, a 304 when the tag
 * matches, else the page compressed as the client accepts (each encoding made once per cached page).
 */
export async function sendPublicPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cache: RenderCache,
): Promise<FastifyReply> {
  void reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', PUBLIC_PAGE_CACHE_CONTROL)
    .header('vary', 'Accept-Encoding');
  const encoding =
    Buffer.byteLength(page.html) >= MIN_COMPRESSED_PAGE_BYTES
      ? pickPageEncoding(request.headers['accept-encoding'])
      : null;
  // A strong ETag names one representation: the compressed page has a tag of its own.
  void reply.header('etag', encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag);
  if (page.status === 200 && matchesTag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  if (!encoding) return reply.send(page.html);
  let body = page.encoded.get(encoding);
  if (!body) {
    body = await compressPage(page.html, encoding);
    cache.addEncoding(page, encoding, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}
