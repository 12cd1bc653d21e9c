import type { ReactNode } from 'react';
import type { PageContext } from '../../shared/pageContext/PageContext';
import type { ClientAssets } from '../http/readClientManifest';
import type { SeoHead } from '../seo/buildSeoHead';
import type { SiteFontPlan } from '../fonts/resolveSiteFonts';
import { EARLY_EVENTS_SCRIPT } from './earlyEventsScript';

interface DocumentProps {
  title: string;
  /** Description, canonical URL, favicon, link preview and JSON-LD (buildSeoHead). */
  seo: SeoHead;
  locale: string;
  pageContext: PageContext;
  islandProps: Record<string, unknown>;
  assets: ClientAssets | null;
  bodyClass: string;
  /** The site's social-ad pixel (docs/commerce.md): named in a meta element, loaded only with consent. */
  socialPixel: { pixelId: string | null; scriptUrl: string };
  /** The site's fonts (docs/fonts.md): a stylesheet per family, the faces to fetch early, their use. */
  fonts: SiteFontPlan;
  children: ReactNode;
}

// JSON inside <script> must not be able to close the tag.
export function serializeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// Data, not code: serializeJson escapes '<', so no text of the site can close the element.
export function JsonScript({ type = 'application/json', id, data }: { type?: string; id?: string; data: unknown }) {
  return <script type={type} id={id} dangerouslySetInnerHTML={{ __html: serializeJson(data) }} />;
}

export function Document({
  title,
  seo,
  locale,
  pageContext,
  islandProps,
  assets,
  bodyClass,
  socialPixel,
  fonts,
  children,
}: DocumentProps) {
  const fontStylesheets = fonts.hosted.map((h) => h.stylesheetUrl);
  if (fonts.typekitStylesheet) fontStylesheets.push(fonts.typekitStylesheet);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {seo.description ? <meta name="description" content={seo.description} /> : null}
        {seo.robots ? <meta name="robots" content={seo.robots} /> : null}
        {seo.canonical ? <link rel="canonical" href={seo.canonical} /> : null}
        <link rel="icon" href={seo.favicon.href} type={seo.favicon.type} />
        {seo.meta.map(([attribute, name, content]) => (
          <meta key={name} {...{ [attribute]: name }} content={content} />
        ))}
        {seo.jsonLd.map((data, index) => (
          <JsonScript key={index} type="application/ld+json" data={data} />
        ))}
        {socialPixel.pixelId ? (
          <meta name="social-ad-pixel" content={socialPixel.pixelId} data-script={socialPixel.scriptUrl} />
        ) : null}
        {assets ? <link rel="stylesheet" href={assets.stylesheet} /> : null}
        {/* Fonts start with the HTML: a face that arrives before the first paint moves nothing. */}
        {fonts.preloads.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        {fontStylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {fonts.usageCss ? <style id="site-fonts" dangerouslySetInnerHTML={{ __html: fonts.usageCss }} /> : null}
        {/* Keeps taps on islands from the first moment, before the deferred main chunk runs. */}
        {assets ? <script dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} /> : null}
        {/* Module scripts are deferred: the page paints from HTML before any of it runs. */}
        {assets ? <script type="module" src={assets.entryScript} /> : null}
      </head>
      <body className={bodyClass}>
        {children}
        <JsonScript id="page-context" data={pageContext} />
        <JsonScript id="island-props" data={islandProps} />
      </body>
    </html>
  );
}
