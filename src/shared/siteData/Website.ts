import { z } from 'zod';

// Spec visitor-runtime §3 (page context: website) and media-and-reporting §3 (site context values).
export const Website = z.object({
  id: z.string().min(1),
  identifier: z.string().min(1),
  title: z.string().min(1),
  baseUrl: z.url(),
  developerMode: z.boolean().default(false),
  cloneable: z.boolean().default(false),
  typekitId: z.string().nullable().default(null),
  locale: z.string().min(2).default('en-US'),
  timeZone: z.string().min(1).default('UTC'),
  templateId: z.string().default('default'),
});
export type Website = z.infer<typeof Website>;
