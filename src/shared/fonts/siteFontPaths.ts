// Where this server hosts the site's fonts (docs/fonts.md): stylesheets and woff2 files named by their
// content and version, so a browser may keep them for a year.
export const SITE_FONTS_PATH = '/site-fonts/';

// Spec visitor-runtime §7: a font stylesheet per family; a font kit's is the kit service's own.
export function typekitStylesheetUrl(kitId: string): string {
  return `https://use.typekit.net/${encodeURIComponent(kitId)}.css`;
}

// What text shows in while a face loads, or when it never comes: the font package's category's stack.
export const FONT_FALLBACKS = {
  serif: "Georgia,'Times New Roman',serif",
  'sans-serif': "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  monospace: 'ui-monospace,Menlo,Consolas,monospace',
  display: "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  handwriting: 'cursive',
} as const;
