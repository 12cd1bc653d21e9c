import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { SubmissionsExportQuery, SubmissionsQuery } from '../../../shared/api/config/SubmissionsQuery';
import type { SubmissionsReply } from '../../../shared/api/config/SubmissionsResponses';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { findFormDefinition } from '../../../shared/forms/findFormDefinition';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { parseRequest } from '../../http/parseRequest';
import { requireRole } from '../../http/requireRole';
import type { Database } from '../../storage/Database';
import { FormSubmissionRepository } from '../../storage/forms/FormSubmissionRepository';
import { listFormSummaries } from '../../storage/forms/listFormSummaries';
import { listRecentSubmissions } from '../../storage/forms/listRecentSubmissions';
import { toExportLine } from '../../storage/forms/toExportLine';
import { streamSubmissionsCsv } from './streamSubmissionsCsv';
import { describeFormFields } from './describeFormFields';
import { toSubmissionView } from './toSubmissionView';

// Form submissions for owners with ADMIN or EDITOR: the list the view shows, and downloads.
export const submissionsApiRoutes: FastifyPluginAsync<{ db: Kysely<Database>; site: SiteData }> = async (
  app,
  { db, site },
) => {
  const repository = new FormSubmissionRepository(db);

  app.get('/api/config/submissions', async (request, reply) => {
    if (!requireRole(request, reply, ConfigSection.submissions.roles)) return reply;
    const query = parseRequest(SubmissionsQuery, request.query, reply);
    if (!query) return reply;
    const forms = await listFormSummaries(db);
    const formId = query.formId ?? forms[0]?.formId ?? null;
    const rows = formId ? await listRecentSubmissions(db, formId, query.limit) : [];
    const submissions = rows.map(toSubmissionView);
    const body: SubmissionsReply = {
      forms: forms.map((f) => ({
        formId: f.formId,
        title: findFormDefinition(site, f.formId)?.title.trim() || f.formId,
        count: f.count,
        lastReceivedAt: f.lastReceivedAt,
      })),
      formId,
      fields: describeFormFields(formId ? findFormDefinition(site, formId) : null, submissions),
      submissions,
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.get('/api/config/submissions/export', async (request, reply) => {
    if (!requireRole(request, reply, ConfigSection.submissions.roles)) return reply;
    const query = parseRequest(SubmissionsExportQuery, request.query, reply);
    if (!query) return reply;
    const name = `submissions-${query.formId.replace(/[^A-Za-z0-9_-]/g, '_')}.${query.format}`;
    void reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${name}"`);
    if (query.format === 'ndjson') {
      // The same lines as `npm run forms:export`, streamed oldest first.
      const lines = (async function* () {
        for await (const row of repository.list({ formId: query.formId })) yield toExportLine(row);
      })();
      return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(lines));
    }
    // Newest first, as the list shows them; only what was stored when the export began, so both passes
    // over the rows (streamSubmissionsCsv) read the same ones.
    const filter = { formId: query.formId, receivedUpTo: Date.now() };
    const read = async function* () {
      for await (const row of repository.list(filter, { newestFirst: true })) yield toSubmissionView(row);
    };
    return reply.type('text/csv; charset=utf-8').send(Readable.from(streamSubmissionsCsv(read)));
  });
};
