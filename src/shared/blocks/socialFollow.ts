import { z } from 'zod';

// Spec visitor-runtime §7 and §9: follow buttons, upgraded by the provider's follow-button script (X's
// widgets.js, its documented "twitter-follow-button" links), which gets 10 s to load.
export const SocialFollowData = z.object({
  heading: z.string().optional(),
  // The account's handle, without the @.
  handle: z.string().regex(/^[A-Za-z0-9_]{1,15}$/, 'expected an X handle: letters, digits, _ (at most 15)'),
  showCount: z.boolean().default(false),
  // Where the follow-button script is loaded from instead of X's own address (tests use a local fake).
  scriptUrl: z
    .string()
    .regex(/^(\/|https:\/\/)/, 'expected a path or an https:// URL')
    .optional(),
});
export type SocialFollowData = z.infer<typeof SocialFollowData>;
