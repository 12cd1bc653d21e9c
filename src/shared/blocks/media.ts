import { z } from 'zod';
import { checkLink } from '../links/checkLink';

// Spec media-and-reporting §3: image dimensions as a "widthxheight" string and a focal point of two
// fractions. Shared by every block that shows a picture, so width and height are always known and
// nothing jumps while images load.
export const Dimensions = z.string().regex(/^\d+x\d+$/, 'expected "WIDTHxHEIGHT"');
export const FocalPoint = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);

export { parseDimensions } from './parseDimensions';

// Spec visitor-runtime §2: internal content links start with '/', '#' is an anchor; external links are
// absolute http(s), mail, phone or text-message links. Anything else (javascript: …) is refused in the site
// file. §5: each kind within the link helper's limits (checkLink), so a bad link stops start-up at its path.
export const LinkUrl = z
  .string()
  .min(1)
  .regex(
    /^(\/|#|https?:\/\/|mailto:|tel:|sms:)/,
    'expected a link starting with /, #, http://, https://, mailto:, tel: or sms:',
  )
  .superRefine((url, ctx) => {
    const problem = checkLink(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ButtonLink = z.object({
  id: z.string().min(1).optional(),
  text: z.string().min(1),
  url: LinkUrl,
  newWindow: z.boolean().default(false),
  // Spec media-and-reporting §9: button sizes small 36 px, medium 44 px, large 55 px.
  size: z.enum(['small', 'medium', 'large']).default('medium'),
  style: z.enum(['primary', 'secondary', 'tertiary']).default('primary'),
  // A tooltip shown on hover and keyboard focus (media-and-reporting §9).
  tooltip: z.string().min(1).max(200).optional(),
});
export type ButtonLink = z.infer<typeof ButtonLink>;
