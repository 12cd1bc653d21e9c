import { z } from 'zod';

// Spec visitor-runtime §3 (content item) and §9 (record types; item visibility PUBLISHED 1 … DELETED 6).
export const CollectionItem = z.object({
  id: z.string().min(1),
  urlId: z.string().regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and dashes'),
  recordType: z.int().positive(),
  title: z.string().min(1),
  visibility: z.int().min(1).max(6).default(1),
  publishedOn: z.iso.datetime({ offset: true }).optional(),
  author: z.string().optional(),
  excerpt: z.string().optional(),
  body: z.array(z.string()).default([]),
  image: z.string().optional(),
  productId: z.string().optional(),
  tags: z.array(z.string()).default([]),
});
export type CollectionItem = z.infer<typeof CollectionItem>;

export const Collection = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  type: z.enum(['blog', 'store', 'events', 'gallery', 'page']),
  // Demo content from the template: owners are prompted to clone it (visitor-runtime §2, docs/owners.md).
  demo: z.boolean().default(false),
  items: z.array(CollectionItem).default([]),
});
export type Collection = z.infer<typeof Collection>;
