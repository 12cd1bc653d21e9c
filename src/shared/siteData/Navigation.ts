import { z } from 'zod';

export const NavigationLink = z.object({
  title: z.string().min(1),
  path: z.string().startsWith('/'),
});

export const Navigation = z.object({
  main: z.array(NavigationLink).default([]),
  footer: z.array(NavigationLink).default([]),
});
export type Navigation = z.infer<typeof Navigation>;
