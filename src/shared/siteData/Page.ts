import { z } from 'zod';
import { Block } from '../blocks/Block';

export const Section = z.object({
  id: z.string().min(1),
  // Spec media-and-reporting §3: section types cover-page, lock-screen, popup-overlay; 'content' is a plain one.
  type: z.enum(['content', 'cover-page', 'lock-screen', 'popup-overlay']).default('content'),
  blocks: z.array(Block),
});
export type Section = z.infer<typeof Section>;

export const Page = z.object({
  id: z.string().min(1),
  path: z.string().regex(/^\/[^?#]*$/, 'expected a path starting with / and without query or hash'),
  title: z.string().min(1),
  description: z.string().optional(),
  // Spec visitor-runtime §9: page type codes (page 2, content collection 1, not found 100, error 101…).
  pageType: z.int().positive(),
  // A collection page lists this collection's items; its items are served at {path}/{item.urlId}.
  collectionId: z.string().optional(),
  // Member-area pages show the page-lock label to visitors who are not members.
  memberOnly: z.boolean().default(false),
  showInNavigation: z.boolean().default(true),
  sections: z.array(Section).default([]),
});
export type Page = z.infer<typeof Page>;
