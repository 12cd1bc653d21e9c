import { z } from 'zod';
import { checkLink } from '../links/checkLink';

// Spec media-and-reporting §3: dimensions and focal point of every picture, so nothing jumps while it loads.
export const Dimensions = z.string().regex(/^\d+x\d+$/, 'expected "WIDTHxHEIGHT"');
export const FocalPoint = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);

export { parseDimensions } from './parseDimensions';

// Spec visitor-runtime §2: internal and external link shapes, anything else (javascript: …) refused; §5: each
// within the link helper's limits, so a bad link stops start-up at its path.
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
