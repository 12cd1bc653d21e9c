import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatJsonPath } from '../../shared/siteData/formatSiteDataIssues';

/** What a body that is not JSON at all is answered, at `$`. */
export const EXPECTED_JSON_BODY = 'expected a JSON body';

/** The 400 of every malformed request: the fields at fault (JSON paths, `$` the body itself) and why. */
export function sendInvalidRequest(reply: FastifyReply, fields: Record<string, string>): void {
  void reply.code(400).send({ error: 'Invalid request', fields });
}

// Validate at the trust boundary: a malformed request gets 400 naming each bad field, and nothing of it
// reaches storage.
export function parseRequest<S extends z.core.$ZodType>(schema: S, value: unknown, reply: FastifyReply) {
  // z.safeParse takes classic and zod/mini schemas alike (the telemetry record schemas are zod/mini).
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[formatJsonPath(issue.path)] ??= issue.message;
  sendInvalidRequest(reply, fields);
  return null;
}
