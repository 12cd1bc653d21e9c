import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { formatJsonPath } from '../../shared/siteData/formatSiteDataIssues';

export interface InvalidRequestBody {
  error: 'Invalid request';
  fields: Record<string, string>;
}

// Validate at the trust boundary: a malformed request gets 400 naming each bad field, and nothing of it
// reaches storage.
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, reply: FastifyReply): z.infer<S> | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = formatJsonPath(issue.path);
    fields[key] ??= issue.message;
  }
  const body: InvalidRequestBody = { error: 'Invalid request', fields };
  void reply.code(400).send(body);
  return null;
}
