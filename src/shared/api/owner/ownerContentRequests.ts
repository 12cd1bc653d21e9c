import { z } from 'zod';

// Request schemas of the owner content actions (src/shared/owner/content/ownerContent.ts has their paths).
const Id = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'expected 1 to 100 letters, digits, dashes or underscores');

export const CollectionParams = z.object({ collectionId: Id });
export const ItemParams = z.object({ collectionId: Id, itemId: Id });

/** POST …/publish: publishedOn, when given, is the publication time and may not lie ahead (that is scheduling). */
export const PublishItemRequest = z
  .object({
    publishedOn: z.iso
      .datetime({ offset: true })
      .refine((value) => Date.parse(value) <= Date.now(), 'expected a time that is not in the future')
      .optional(),
  })
  .strict();

/** POST …/clone: the clone's title, the demo's title when left out. */
export const CloneCollectionRequest = z.object({ title: z.string().trim().min(1).max(200).optional() }).strict();
