import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { ItemVisibility } from '../../../shared/constants/itemVisibility';
import { buildItemHref } from '../../../shared/links/buildItemPath';
import { hasAnyRole } from '../../../shared/owner/hasAnyRole';
import { AUTH_ERRORS } from '../../../shared/api/auth/authErrors';
import {
  CreateCampaignDraftRequest,
  EMAIL_CAMPAIGN_MESSAGES,
  EMAIL_CAMPAIGN_PATHS,
  EMAIL_CAMPAIGN_ROLES,
  NewCampaignDraftQuery,
} from '../../../shared/owner/emailCampaigns/emailCampaigns';
import { formatJsonPath } from '../../../shared/siteData/formatSiteDataIssues';
import type { Database } from '../../storage/Database';
import { createEmailCampaignRepository } from '../../storage/content/EmailCampaignRepository';
import type { ClientAssets } from '../../http/readClientManifest';
import { ensureCrumbCookie } from '../../http/crumb';
import { parseRequest } from '../../http/parseRequest';
import { siteOrigin } from '../../http/publicUrl';
import { requireRole } from '../../http/requireRole';
import type { LiveSite } from '../../site/LiveSite';
import { readConfigAssets } from '../config/readConfigAssets';
import { renderLoginRequiredPage } from '../config/renderConfigPage';
import {
  renderCampaignListPage,
  renderCampaignProblemPage,
  renderNewDraftPage,
  type CampaignPost,
} from './EmailCampaignPages';

export interface EmailCampaignRoutesOptions {
  site: SiteData;
  db: Kysely<Database>;
  client: ClientAssets | null;
  live: LiveSite;
  now?: () => number;
}

type PostLookup = { post: CampaignPost } | { status: 404 | 409; message: string };

// Email campaign drafts (docs/owners.md, "Email campaign drafts"): the blog-published modal's link opens
// /config/email-campaigns/new for the post; its form stores a draft (title, the post's absolute URL, created
// time) and leads to /config/email-campaigns, the drafts. The post is looked up in the current site (owner
// content changes applied), never taken from the link's own url and title. Auth as every /config route: 401
// without an owner login, 403 without the role, the crumb on the post; 400 naming the bad fields.
export const emailCampaignRoutes: FastifyPluginAsync<EmailCampaignRoutesOptions> = async (
  app,
  { site, db, client, live, now },
) => {
  const assets = client ? readConfigAssets(client.dir) : null;
  const campaigns = createEmailCampaignRepository(db, now);
  const websiteTitle = site.website.title;

  async function findPost(request: FastifyRequest, collectionId: string, itemId: string): Promise<PostLookup> {
    const current = (await live.current()).site;
    const collection = current.collections.find((c) => c.id === collectionId);
    const item = collection?.items.find((i) => i.id === itemId);
    const page = current.pages.find((p) => p.collectionId === collectionId);
    if (!collection || !item || !page) return { status: 404, message: EMAIL_CAMPAIGN_MESSAGES.postNotFound };
    if (item.visibility !== ItemVisibility.PUBLISHED)
      return { status: 409, message: EMAIL_CAMPAIGN_MESSAGES.postNotPublished };
    const basePath = page.path === '/' ? '' : page.path;
    const href = buildItemHref(basePath, collection, item, current.website.timeZone);
    return { post: { collectionId, itemId, title: item.title, url: `${siteOrigin(request, current)}${href}` } };
  }

  // The pages: 401 with how to log in, 403 without the role (as the other /config pages).
  function pageAccess(request: FastifyRequest, reply: FastifyReply): boolean {
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const { account, websiteRoles } = request.identity;
    if (!account) {
      void reply.code(401).send(renderLoginRequiredPage(websiteTitle, assets));
      return false;
    }
    if (!hasAnyRole(websiteRoles, EMAIL_CAMPAIGN_ROLES)) {
      void reply.code(403).send(renderCampaignProblemPage(websiteTitle, assets, AUTH_ERRORS.forbidden));
      return false;
    }
    return true;
  }

  app.get(EMAIL_CAMPAIGN_PATHS.new, async (request, reply) => {
    const crumb = ensureCrumbCookie(request, reply);
    if (!pageAccess(request, reply)) return reply;
    const query = z.safeParse(NewCampaignDraftQuery, request.query ?? {});
    if (!query.success) {
      const fields: Record<string, string> = {};
      for (const issue of query.error.issues) fields[formatJsonPath(issue.path)] ??= issue.message;
      return reply.code(400).send(renderCampaignProblemPage(websiteTitle, assets, 'Invalid request', fields));
    }
    const found = await findPost(request, query.data.collectionId, query.data.itemId);
    if ('status' in found)
      return reply.code(found.status).send(renderCampaignProblemPage(websiteTitle, assets, found.message));
    return reply.send(renderNewDraftPage(websiteTitle, assets, found.post, crumb));
  });

  app.get(EMAIL_CAMPAIGN_PATHS.list, async (request, reply) => {
    ensureCrumbCookie(request, reply);
    if (!pageAccess(request, reply)) return reply;
    const created = (request.query as Record<string, unknown>).created;
    const list = await campaigns.list();
    return reply.send(renderCampaignListPage(websiteTitle, assets, list, typeof created === 'string' ? created : null));
  });

  app.get(EMAIL_CAMPAIGN_PATHS.api, async (request, reply) => {
    if (!requireRole(request, reply, EMAIL_CAMPAIGN_ROLES)) return reply;
    return reply.header('cache-control', 'no-store').send({ campaigns: await campaigns.list() });
  });

  // A form post from the new-draft page (then 303 to the drafts, or the form again with the fields at fault)
  // or JSON (201 with the draft, or 400 naming the fields).
  app.post(EMAIL_CAMPAIGN_PATHS.api, async (request, reply) => {
    if (!requireRole(request, reply, EMAIL_CAMPAIGN_ROLES)) return reply;
    const fromForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    let body: z.infer<typeof CreateCampaignDraftRequest> | null;
    if (fromForm) {
      const parsed = z.safeParse(CreateCampaignDraftRequest, request.body ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[formatJsonPath(issue.path)] ??= issue.message;
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const ids = z.safeParse(NewCampaignDraftQuery, raw);
        const found = ids.success ? await findPost(request, ids.data.collectionId, ids.data.itemId) : null;
        const html =
          found && 'post' in found
            ? renderNewDraftPage(
                websiteTitle,
                assets,
                found.post,
                ensureCrumbCookie(request, reply),
                fields,
                typeof raw.title === 'string' ? raw.title : undefined,
              )
            : renderCampaignProblemPage(websiteTitle, assets, 'Invalid request', fields);
        return reply.code(400).type('text/html; charset=utf-8').send(html);
      }
      body = parsed.data;
    } else {
      body = parseRequest(CreateCampaignDraftRequest, request.body ?? {}, reply);
      if (!body) return reply;
    }
    const found = await findPost(request, body.collectionId, body.itemId);
    if ('status' in found) {
      if (fromForm)
        return reply
          .code(found.status)
          .type('text/html; charset=utf-8')
          .send(renderCampaignProblemPage(websiteTitle, assets, found.message));
      return reply.code(found.status).send({ error: found.message });
    }
    const campaign = await campaigns.createDraft(
      {
        title: body.title ?? found.post.title,
        postUrl: found.post.url,
        collectionId: body.collectionId,
        itemId: body.itemId,
      },
      request.identity.account!.id,
    );
    if (fromForm) return reply.redirect(`${EMAIL_CAMPAIGN_PATHS.list}?created=${campaign.id}`, 303);
    return reply.code(201).send({ campaign });
  });
};
