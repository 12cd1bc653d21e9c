import type { FastifyInstance } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { createHash } from 'node:crypto';
import { EARLY_EVENTS_SCRIPT } from '../../render/earlyEventsScript';
import { collectSiteScripts } from './collectSiteScripts';

// The page's own inline script, allowed by its hash like the site data's.
const EARLY_EVENTS_HASH = `'sha256-${createHash('sha256').update(EARLY_EVENTS_SCRIPT).digest('base64')}'`;

// The policy of every response. Scripts are what matters: from the site itself, the inline scripts and
// script origins its data names (collectSiteScripts), nothing else; no eval, no inline handlers. The page's
// own inline <script> elements hold JSON (type application/json), which a policy does not run or block, but
// for the early-events script, allowed by its hash.
// Images, media, fonts, styles and frames may come from any https origin (blocks embed videos, maps and
// images from elsewhere); React's style attributes need 'unsafe-inline' for styles. Only this site may frame
// its pages (the /config area frames them).
function buildContentSecurityPolicy(site: SiteData): string {
  const scripts = collectSiteScripts(site);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", EARLY_EVENTS_HASH, ...scripts.sources, ...scripts.hashes],
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'frame-src': ["'self'", 'https:'],
    'connect-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'self'", 'https:'],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

// Every response, pages, API answers, assets and errors alike.
export function addSecurityHeaders(app: FastifyInstance, site: SiteData): void {
  const policy = buildContentSecurityPolicy(site);
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('content-security-policy', policy);
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
}
