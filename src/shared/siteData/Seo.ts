import { z } from 'zod';

// A path on the site (an image under /images/) or an https address.
const AssetUrl = z
  .string()
  .regex(
    /^(\/(?!\/)[^?#\s]*|https:\/\/[^\s]+)$/,
    'expected a path on the site such as /images/icon.png, or an https URL',
  );

// What search engines and link previews read (docs/site-data.md#seo). Every field is optional: the server
// serves a favicon of its own (/favicon.svg, the site title's first letter), and a page without a
// description of its own uses the site's.
export const Seo = z.object({
  /** The site's summary: the meta description of pages without one, and the Organization's. */
  description: z.string().trim().min(1).max(300).optional(),
  /** The browser tab's icon (SVG, PNG or ICO). */
  favicon: AssetUrl.refine((url) => !['/favicon.ico', '/favicon.svg'].includes(url), {
    message: "expected the icon file itself (under /images/), /favicon.ico and /favicon.svg are the server's own",
  }).optional(),
  /** The link preview image of pages without one of their own (Open Graph, Twitter), and the site's logo. */
  image: AssetUrl.optional(),
  /** The site's Twitter/X account, '@name'. */
  twitterSite: z
    .string()
    .regex(/^@\w{1,15}$/, 'expected a Twitter/X handle such as @harbourandpine')
    .optional(),
});
export type Seo = z.infer<typeof Seo>;
