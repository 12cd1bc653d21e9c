import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { Collection } from '../../../shared/siteData/Collection';
import { CONTENT_WRITER_ROLES, OWNER_CONTENT_ERRORS } from '../../../shared/owner/content/ownerContent';
import { parseRequest } from '../../http/parseRequest';
import { requireRole } from '../../http/requireRole';
import type { LiveSite } from '../../site/LiveSite';

type CollectionParamsSchema = z.ZodType<{ collectionId: string }>;

export interface OpenedCollection<P, B> {
  params: P;
  body: B;
  /** The live site the collection was found in. */
  site: SiteData;
  collection: Collection;
  /** The content writer's account, who is recorded as having made the change. */
  accountId: string;
}

/**
 * What every owner content action checks first, in this order: a content writer (with the crumb on a change,
 * 401/403), valid route parameters and body (400 naming the fields), and the collection in the live site (404).
 * Answers and returns null at the first that fails.
 */
export async function openCollection<P extends CollectionParamsSchema, B extends z.ZodType = z.ZodUndefined>(
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveSite,
  schemas: { params: P; body?: B },
): Promise<OpenedCollection<z.infer<P>, z.infer<B>> | null> {
  if (!requireRole(request, reply, CONTENT_WRITER_ROLES)) return null;
  const params = parseRequest(schemas.params, request.params, reply);
  if (!params) return null;
  const body = schemas.body ? parseRequest(schemas.body, request.body ?? {}, reply) : undefined;
  if (body === null) return null;
  const { site } = await live.current();
  const collection = site.collections.find((c) => c.id === params.collectionId);
  if (!collection) {
    void reply.code(404).send({ error: OWNER_CONTENT_ERRORS.collectionNotFound, collectionId: params.collectionId });
    return null;
  }
  return { params, body: body as z.infer<B>, site, collection, accountId: request.identity.account!.id };
}
