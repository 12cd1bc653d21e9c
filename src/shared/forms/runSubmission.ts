import { API_PATHS } from '../constants/apiPaths';
import type { SaveFormSubmissionBody } from '../api/forms/SaveFormSubmissionBody';
import { classifyKeyReply, classifySaveReply } from './classifyFormReply';
import type { SubmitOutcome } from './SubmitOutcome';

export interface FormReply {
  status: number;
  body: unknown;
}
/** POST a JSON body (or none) with credentials; rejects when no answer arrives (offline, timeout). */
export type PostJson = (path: string, body?: unknown) => Promise<FormReply>;

export type UnsentSubmission = Omit<SaveFormSubmissionBody, 'key'>;

// Spec visitor-runtime §7: one attempt, a fresh key then the save, so a replay never reuses a key.
export async function runSubmission(post: PostJson, submission: UnsentSubmission): Promise<SubmitOutcome> {
  const keyReply = await post(API_PATHS.FORM_SUBMISSION_KEY).catch(() => null);
  const key = classifyKeyReply(keyReply?.status ?? null, keyReply?.body);
  if (key.kind !== 'key') return key;
  const saveReply = await post(API_PATHS.SAVE_FORM_SUBMISSION, { ...submission, key: key.key }).catch(() => null);
  return classifySaveReply(saveReply?.status ?? null, saveReply?.body);
}
