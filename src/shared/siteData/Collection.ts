import { z } from 'zod';
import { normaliseBlogUrlFormat, usesDateTokens } from '../links/normaliseBlogUrlFormat';

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

// Spec visitor-runtime §5: a blog's tokenized item URL format ("%y/%m/%d/%t"), kept normalised.
const ItemUrlFormat = z
  .string()
  .max(100)
  .transform((raw, ctx) => {
    const result = normaliseBlogUrlFormat(raw);
    if ('format' in result) return result.format;
    ctx.addIssue({ code: 'custom', message: result.problem });
    return z.NEVER;
  });

export const Collection = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    type: z.enum(['blog', 'store', 'events', 'gallery', 'page']),
    // Where a blog's posts live under its page; without it, at {page path}/{urlId}.
    itemUrlFormat: ItemUrlFormat.optional(),
    // Demo content from the template: owners are prompted to clone it (visitor-runtime §2, docs/owners.md).
    demo: z.boolean().default(false),
    items: z.array(CollectionItem).default([]),
  })
  .superRefine((collection, ctx) => {
    const format = collection.itemUrlFormat;
    if (!format) return;
    if (collection.type !== 'blog')
      ctx.addIssue({ code: 'custom', path: ['itemUrlFormat'], message: 'expected a blog collection' });
    if (!usesDateTokens(format)) return;
    const message = `expected a publication date: the item URL format "${format}" uses it`;
    collection.items.forEach((item, index) => {
      if (!item.publishedOn) ctx.addIssue({ code: 'custom', path: ['items', index, 'publishedOn'], message });
    });
  });
export type Collection = z.infer<typeof Collection>;
