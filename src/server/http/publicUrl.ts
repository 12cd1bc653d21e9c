import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteData } from '../../shared/siteData/SiteData';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL's origin (https://www.example.com), or null when the server only knows the request. */
    publicOrigin: string | null;
  }
}

// PUBLIC_URL is the address visitors use. Behind a proxy that terminates TLS the server itself speaks http and
// sees https only from a trusted X-Forwarded-Proto (TRUST_PROXY); PUBLIC_URL=https://… says so once for all:
// - every cookie the server sets is Secure (secureCookies);
// - redirects name the public origin (Location: https://www.example.com/cart), not the one the proxy reached.
export function usePublicUrl(app: FastifyInstance, publicOrigin: string | null): void {
  app.decorate('publicOrigin', publicOrigin);
  if (!publicOrigin) return;
  app.addHook('onSend', async (_request, reply, payload) => {
    const location = reply.getHeader('location');
    if (typeof location === 'string' && location.startsWith('/') && !location.startsWith('//'))
      void reply.header('location', publicOrigin + location);
    return payload;
  });
}

/** Cookies are Secure when the request came over https or PUBLIC_URL is https. */
export function secureCookies(request: FastifyRequest): boolean {
  return request.protocol === 'https' || (request.server.publicOrigin?.startsWith('https:') ?? false);
}

/**
 * The origin visitors use, for absolute addresses (canonical, og:url, the sitemap, robots.txt, links in
 * e-mails): PUBLIC_URL's, else the site's own `website.baseUrl`. Never the request's Host: anyone can send
 * any Host, and these answers are cached publicly, so a reflected one would be served to everybody.
 */
export function siteOrigin(request: FastifyRequest, site: SiteData): string {
  return request.server.publicOrigin ?? new URL(site.website.baseUrl).origin;
}
