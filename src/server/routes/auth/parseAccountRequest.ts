import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { describeAccountIssues } from '../../../shared/api/auth/describeAccountIssues';
import type { AccountWords } from '../../../shared/words/accountWords';
import { sendInvalidRequest } from '../../http/parseRequest';

// parseRequest for the login and account forms a visitor fills in: the 400 names each bad field as every
// API does, with a message the form shows under it in the site's words (describeAccountIssues).
export function parseAccountRequest<S extends z.ZodType>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
  words: AccountWords,
): z.infer<S> | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  sendInvalidRequest(reply, describeAccountIssues(result.error.issues, value, words));
  return null;
}
