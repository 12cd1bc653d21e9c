import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { Collection } from '../../../shared/siteData/Collection';
import { isHomepageDemoCollection } from '../../../shared/siteData/applyContentState';
import type { LiveSite } from '../../site/LiveSite';
import { ItemVisibility, workflowLabel } from '../../../shared/constants/itemVisibility';
import {
  CloneCollectionRequest,
  CollectionParams,
  ItemParams,
  PublishItemRequest,
} from '../../../shared/api/owner/ownerContentRequests';
import {
  ACTION_NOT_ALLOWED,
  OWNER_CONTENT_ERRORS,
  OWNER_CONTENT_ROUTES,
  type ActionNotAllowedReply,
  type CloneReply,
  type OwnerCollectionView,
  type OwnerItemView,
  type PublishReply,
} from '../../../shared/owner/content/ownerContent';
import { openCollection } from './openCollection';
import type { ContentStateRepository } from '../../storage/content/ContentStateRepository';

interface OwnerContentRoutesOptions {
  site: SiteData;
  content: ContentStateRepository;
  live: LiveSite;
}

// The origin the owner is on (PUBLIC_URL's when set): the post's link in the blog-published modal must open.
function originOf(request: FastifyRequest): string {
  return request.server.publicOrigin ?? `${request.protocol}://${request.host}`;
}

function pagePathOf(site: SiteData, collectionId: string): string | null {
  return site.pages.find((p) => p.collectionId === collectionId)?.path ?? null;
}

function itemView(origin: string, pagePath: string | null, item: Collection['items'][number]): OwnerItemView {
  const base = pagePath === null || pagePath === '/' ? '' : pagePath;
  return {
    id: item.id,
    title: item.title,
    urlId: item.urlId,
    visibility: item.visibility,
    workflowLabel: workflowLabel(item.visibility),
    publishedOn: item.publishedOn ?? null,
    url: `${origin}${base}/${item.urlId}`,
  };
}

// Owner content actions behind the modals of visitor-runtime §2 (docs/owners.md, "Content actions"): publish
// an item (then the blog-published modal), clone a demo collection, delete a collection (the homepage demo
// collection is refused: action-not-allowed). Owners who edit the site only, with the crumb on every change.
export const ownerContentRoutes: FastifyPluginAsync<OwnerContentRoutesOptions> = async (app, { content, live }) => {
  app.get(OWNER_CONTENT_ROUTES.collection, async (request, reply) => {
    const opened = await openCollection(request, reply, live, { params: CollectionParams });
    if (!opened) return reply;
    const { site, collection } = opened;
    const pagePath = pagePathOf(site, collection.id);
    const origin = originOf(request);
    const view: OwnerCollectionView = {
      id: collection.id,
      title: collection.title,
      type: collection.type,
      demo: collection.demo,
      homepageDemo: isHomepageDemoCollection(site, collection.id),
      pagePath,
      items: collection.items.map((item) => itemView(origin, pagePath, item)),
    };
    return reply.header('cache-control', 'no-store').send(view);
  });

  app.post(OWNER_CONTENT_ROUTES.publish, async (request, reply) => {
    const opened = await openCollection(request, reply, live, { params: ItemParams, body: PublishItemRequest });
    if (!opened) return reply;
    const { params, body, site, collection, accountId } = opened;
    const item = collection.items.find((i) => i.id === params.itemId);
    if (!item) return reply.code(404).send({ error: OWNER_CONTENT_ERRORS.itemNotFound, itemId: params.itemId });
    const publishedAt = body.publishedOn ? Date.parse(body.publishedOn) : Date.now();
    await content.setItemVisibility(
      { collectionId: collection.id, itemId: item.id, visibility: ItemVisibility.PUBLISHED, publishedAt },
      accountId,
    );
    const published = {
      ...item,
      visibility: ItemVisibility.PUBLISHED,
      publishedOn: new Date(publishedAt).toISOString(),
    };
    const answer: PublishReply = { item: itemView(originOf(request), pagePathOf(site, collection.id), published) };
    return answer;
  });

  app.post(OWNER_CONTENT_ROUTES.clone, async (request, reply) => {
    const opened = await openCollection(request, reply, live, {
      params: CollectionParams,
      body: CloneCollectionRequest,
    });
    if (!opened) return reply;
    const { body, collection, accountId } = opened;
    const alreadyCloned = () =>
      reply.code(409).send({ error: OWNER_CONTENT_ERRORS.alreadyCloned, collectionId: collection.id });
    const state = await content.read();
    if (state.clones.some((c) => c.sourceCollectionId === collection.id)) return alreadyCloned();
    if (!collection.demo)
      return reply.code(409).send({ error: OWNER_CONTENT_ERRORS.notDemoCollection, collectionId: collection.id });
    const title = body.title ?? collection.title;
    const cloneId = await content.storeClone(collection.id, { ...collection, title, demo: false }, accountId);
    if (!cloneId) return alreadyCloned();
    const answer: CloneReply = { clone: { id: cloneId, sourceCollectionId: collection.id, title } };
    return reply.code(201).send(answer);
  });

  app.delete(OWNER_CONTENT_ROUTES.collection, async (request, reply) => {
    const opened = await openCollection(request, reply, live, { params: CollectionParams });
    if (!opened) return reply;
    const { site, collection, accountId } = opened;
    // Spec visitor-runtime §2: the action-not-allowed modal when deleting the homepage demo collection.
    if (isHomepageDemoCollection(site, collection.id)) {
      const refusal: ActionNotAllowedReply = {
        error: ACTION_NOT_ALLOWED.title,
        code: ACTION_NOT_ALLOWED.code,
        message: ACTION_NOT_ALLOWED.homepageDemoCollection,
      };
      return reply.code(409).send(refusal);
    }
    await content.markDeleted(collection.id, accountId);
    return { deleted: true, collectionId: collection.id };
  });
};
