import { createHash } from 'node:crypto';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { CAPTCHA_DEFAULT_SCRIPT_URL } from '../../../shared/forms/formPolicy';
import { buildCommentCountScriptUrl } from '../../../shared/comments/buildCommentCountScriptUrl';
import { OPENTABLE_LOADER_URL, TOCK_SCRIPT_URL } from '../../../shared/blocks/buildBookingScriptUrl';
import { FOLLOW_BUTTON_SCRIPT_URL } from '../../../shared/blocks/followButtonScript';
import { MAPS_SCRIPT_ORIGINS } from '../../../shared/map/mapsScript';

interface SiteScripts {
  /** Origins (or origin and path prefixes) scripts may come from besides the site itself. */
  sources: string[];
  /** CSP hashes ('sha256-…') of the inline scripts the site data holds. */
  hashes: string[];
}

// reCAPTCHA's api.js loads the rest of the widget from gstatic (its CSP guide).
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

// A script element of HTML: its attributes and its text, which is what a browser's textContent gives for it
// (script is a raw text element: nothing inside is markup until </script).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

// The scripts the site's data and settings name (the content security policy allows these and no others):
// - the captcha provider's script, where a captcha is configured;
// - the maps script's origins, where a page has a map block;
// - the scripts of forms' success HTML, which run when it is shown (runSuccessHtml): by hash when inline
//   (the browser hashes the text of the script element the page inserts), by origin when they have a src.
export function collectSiteScripts(site: SiteData): SiteScripts {
  const sources = new Set<string>();
  const hashes = new Set<string>();
  const captcha = site.websiteSettings.captchaSettings;
  if (captcha.siteKey) {
    const url = captcha.scriptUrl ?? CAPTCHA_DEFAULT_SCRIPT_URL;
    if (url === CAPTCHA_DEFAULT_SCRIPT_URL) RECAPTCHA_SOURCES.forEach((source) => sources.add(source));
    else addOrigin(sources, url);
  }
  // Third parties the site's settings and blocks load on demand: Disqus's comment counts, the social-ad pixel,
  // the booking providers and the follow button (and any script URL a block's data names instead).
  const comments = buildCommentCountScriptUrl(site.websiteSettings);
  if (comments) addOrigin(sources, comments);
  if (site.websiteSettings.socialAdPixel.pixelId) addOrigin(sources, site.websiteSettings.socialAdPixel.scriptUrl);
  for (const block of blocksOf(site)) {
    if (block.type === 'booking') [OPENTABLE_LOADER_URL, TOCK_SCRIPT_URL].forEach((url) => addOrigin(sources, url));
    if (block.type === 'social-follow') addOrigin(sources, FOLLOW_BUTTON_SCRIPT_URL);
    // The maps script and the scripts it loads (media-and-reporting §7), on sites with a map block only.
    if (block.type === 'map') MAPS_SCRIPT_ORIGINS.forEach((origin) => sources.add(origin));
    const named = (block.data as { scriptUrl?: unknown } | undefined)?.scriptUrl;
    if (typeof named === 'string') addOrigin(sources, named);
  }
  for (const html of successHtmlOf(site)) {
    for (const [, attributes, text] of html.matchAll(SCRIPT)) {
      const src = SRC.exec(attributes ?? '');
      if (src) addOrigin(sources, src[1] ?? src[2] ?? src[3] ?? '');
      else
        hashes.add(
          `'sha256-${createHash('sha256')
            .update(text ?? '', 'utf8')
            .digest('base64')}'`,
        );
    }
  }
  return { sources: [...sources], hashes: [...hashes] };
}

// A URL of another origin adds that origin; a path of this site needs nothing ('self').
function addOrigin(sources: Set<string>, url: string): void {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith('//')) return;
  const parsed = URL.canParse(url, 'https://site.invalid') ? new URL(url, 'https://site.invalid') : null;
  if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) sources.add(parsed.origin);
}

function blocksOf(site: SiteData): { type: string; data?: unknown }[] {
  return site.pages.flatMap((page) => page.sections.flatMap((section) => section.blocks));
}

// Every form's and newsletter's success HTML, wherever the block is.
function successHtmlOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => successHtmlOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const html = key === 'success' && child && typeof child === 'object' ? (child as { html?: unknown }).html : null;
      if (typeof html === 'string') found.push(html);
      else successHtmlOf(child, found);
    }
  }
  return found;
}
