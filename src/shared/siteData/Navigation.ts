import { z } from 'zod';
import { checkLink } from '../links/checkLink';

const NavigationLink = z.object({
  title: z.string().min(1),
  // A content link of this site, within the link helper's limit for internal links (visitor-runtime §5).
  path: z
    .string()
    .startsWith('/')
    .superRefine((path, ctx) => {
      const problem = checkLink(path);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export const Navigation = z.object({
  main: z.array(NavigationLink).default([]),
  footer: z.array(NavigationLink).default([]),
});
export type Navigation = z.infer<typeof Navigation>;
