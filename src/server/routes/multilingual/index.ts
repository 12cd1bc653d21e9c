import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../storage/Database';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { WebsiteRole } from '../../../shared/constants/roles';
import {
  MultilingualLanguages,
  MultilingualSettings,
  MultilingualStatus,
  SITE_DOCUMENT_DEFAULTS,
  SiteHeaderFooter,
  type SiteDocumentKey,
} from '../../../shared/api/auth/siteDocuments';
import { parseRequest } from '../../http/parseRequest';
import { requireRole } from '../../http/requireRole';
import { createSiteDocumentRepository } from '../../storage/auth/SiteDocumentRepository';

// Who may change site-wide documents: owners who edit the site (docs/owners.md).
const WRITERS = [WebsiteRole.ADMIN, WebsiteRole.EDITOR] as const;

// Spec visitor-runtime §7: GET and PUT for the multilingual documents and the header-footer. GET is public
// (the published site reads them); PUT is for owners, with the crumb.
export const multilingualRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  const documents = createSiteDocumentRepository(db);

  function serve<S extends z.ZodType>(path: string, key: SiteDocumentKey, schema: S): void {
    const fallback = SITE_DOCUMENT_DEFAULTS[key] as z.infer<S>;
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await documents.read(key, schema, fallback)),
    );
    app.put(path, async (request, reply) => {
      if (!requireRole(request, reply, WRITERS)) return reply;
      const body = parseRequest(schema, request.body, reply);
      if (!body) return reply;
      await documents.write(key, body, request.identity.account!.id);
      return body;
    });
  }

  serve(API_PATHS.MULTILINGUAL_SETTINGS, 'multilingual.settings', MultilingualSettings);
  serve(API_PATHS.MULTILINGUAL_STATUS, 'multilingual.status', MultilingualStatus);
  serve(API_PATHS.MULTILINGUAL_LANGUAGES, 'multilingual.languages', MultilingualLanguages);
  serve(API_PATHS.SITE_HEADER_FOOTER, 'site-header-footer', SiteHeaderFooter);
};
