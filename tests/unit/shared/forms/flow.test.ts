import { describe, expect, it } from 'vitest';
import { classifyKeyReply, classifySaveReply } from '../../../../src/shared/forms/classifyFormReply';
import {
  runSubmission,
  type FormReply,
  type PostJson,
  type UnsentSubmission,
} from '../../../../src/shared/forms/runSubmission';
import { replayPendingSubmissions } from '../../../../src/shared/forms/replayPendingSubmissions';
import type { PendingStore } from '../../../../src/shared/forms/PendingStore';
import type { PendingSubmission } from '../../../../src/shared/forms/PendingSubmission';
import { OFFLINE_RETENTION_MS, SENDING_ABANDONED_AFTER_MS } from '../../../../src/shared/forms/formPolicy';
import { FORM_MESSAGES } from '../../../../src/shared/messages/formMessages';

describe('classifyKeyReply and classifySaveReply (spec §8)', () => {
  it('reads the key, or says why not', () => {
    expect(classifyKeyReply(200, { data: { key: 'k' } })).toEqual({ kind: 'key', key: 'k' });
    expect(classifyKeyReply(200, { data: {} })).toEqual({
      kind: 'rejected',
      status: 200,
      message: FORM_MESSAGES.noSubmissionKey,
    });
    expect(classifyKeyReply(200, null)).toEqual({
      kind: 'rejected',
      status: 200,
      message: FORM_MESSAGES.noSubmissionKey,
    });
    expect(classifyKeyReply(400, null)).toEqual({
      kind: 'rejected',
      status: 400,
      message: FORM_MESSAGES.noSubmissionKey,
    });
    expect(classifyKeyReply(429, null)).toEqual({ kind: 'rejected', status: 429, message: FORM_MESSAGES.rateLimited });
    expect(classifyKeyReply(401, null)).toEqual({ kind: 'rejected', status: 401, message: FORM_MESSAGES.unauthorized });
    expect(classifyKeyReply(503, null)).toEqual({ kind: 'retry', status: 503, message: FORM_MESSAGES.noSubmissionKey });
    expect(classifyKeyReply(null, null)).toEqual({ kind: 'retry', status: null, message: null });
  });

  it('gives each save answer its message', () => {
    expect(classifySaveReply(200, { data: { id: 'x' } })).toEqual({ kind: 'success' });
    expect(classifySaveReply(400, { data: { errors: { email: 'Bad', n: 3 } } })).toEqual({
      kind: 'fieldErrors',
      errors: { email: 'Bad' },
      message: FORM_MESSAGES.formInvalid,
    });
    expect(classifySaveReply(400, { data: { error: FORM_MESSAGES.unparseableFields } })).toEqual({
      kind: 'rejected',
      status: 400,
      message: FORM_MESSAGES.unparseableFields,
    });
    expect(classifySaveReply(400, { error: 'Invalid request', fields: {} })).toEqual({
      kind: 'rejected',
      status: 400,
      message: FORM_MESSAGES.submitFailed,
    });
    expect(classifySaveReply(401, { data: { error: 'x' } })).toEqual({
      kind: 'rejected',
      status: 401,
      message: FORM_MESSAGES.unauthorized,
    });
    expect(classifySaveReply(404, null)).toEqual({
      kind: 'rejected',
      status: 404,
      message: FORM_MESSAGES.notConfigured,
    });
    expect(classifySaveReply(429, null)).toEqual({ kind: 'rejected', status: 429, message: FORM_MESSAGES.rateLimited });
    expect(classifySaveReply(500, null)).toEqual({ kind: 'retry', status: 500, message: FORM_MESSAGES.sendFailed });
    expect(classifySaveReply(502, null)).toEqual({ kind: 'retry', status: 502, message: FORM_MESSAGES.sendFailed });
    expect(classifySaveReply(409, { data: { error: 'Conflict here' } })).toEqual({
      kind: 'rejected',
      status: 409,
      message: 'Conflict here',
    });
    expect(classifySaveReply(418, null)).toEqual({
      kind: 'rejected',
      status: 418,
      message: FORM_MESSAGES.unknownError,
    });
    expect(classifySaveReply(null, null)).toEqual({ kind: 'retry', status: null, message: null });
  });
});

const unsent = {
  formId: 'f',
  form: '{}',
  idempotencyId: 'id-000001',
  submitButtonText: 'Go',
  pageTitle: 'P',
  pageId: 'p',
  contentSource: 'c',
  pagePath: '/',
  pagePermissionTypeValue: 0,
  census: { clientTime: 1 },
} satisfies UnsentSubmission;

// A server that answers from a script of replies and records what it was sent.
function scriptedServer(replies: Array<FormReply | 'no answer'>) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const post: PostJson = async (path, body) => {
    sent.push({ path, body });
    const reply = replies.shift();
    if (!reply || reply === 'no answer') throw new TypeError('Failed to fetch');
    return reply;
  };
  return { post, sent };
}

describe('runSubmission (spec §7)', () => {
  it('asks for a key, then saves with it', async () => {
    const server = scriptedServer([
      { status: 200, body: { data: { key: 'k1' } } },
      { status: 200, body: { data: {} } },
    ]);
    expect(await runSubmission(server.post, unsent)).toEqual({ kind: 'success' });
    expect(server.sent).toEqual([
      { path: '/api/form/FormSubmissionKey', body: undefined },
      { path: '/api/form/SaveFormSubmission', body: { ...unsent, key: 'k1' } },
    ]);
  });
  it('stops at a key failure', async () => {
    const server = scriptedServer(['no answer']);
    expect(await runSubmission(server.post, unsent)).toEqual({ kind: 'retry', status: null, message: null });
    expect(server.sent).toHaveLength(1);
  });
});

function memoryStore(entries: PendingSubmission[]): PendingStore & { map: Map<string, PendingSubmission> } {
  const map = new Map(entries.map((e) => [e.id, e]));
  return {
    map,
    list: async () => [...map.values()],
    get: async (id) => map.get(id),
    put: async (e) => void map.set(e.id, e),
    remove: async (id) => void map.delete(id),
  };
}
const kept = (id: string, createdAt: number, state: PendingSubmission['state'] = 'pending'): PendingSubmission => ({
  id,
  formId: 'f',
  formTitle: 'F',
  createdAt,
  attempts: 1,
  state,
  payload: { ...unsent, idempotencyId: id },
});

describe('replayPendingSubmissions (issue 4)', () => {
  it('replays oldest first with a fresh key each; sent ones are removed, refused ones kept as rejected, failed ones kept pending', async () => {
    const store = memoryStore([
      kept('b-000000', 2),
      kept('a-000000', 1),
      kept('c-000000', 3),
      kept('d-000000', 0, 'rejected'),
    ]);
    const server = scriptedServer([
      { status: 200, body: { data: { key: 'k1' } } },
      { status: 200, body: {} },
      { status: 200, body: { data: { key: 'k2' } } },
      { status: 404, body: null },
      { status: 200, body: { data: { key: 'k3' } } },
      { status: 503, body: null },
    ]);
    expect(await replayPendingSubmissions(store, server.post, () => 10)).toEqual([
      'skipped',
      'sent',
      'rejected',
      'retry',
    ]);
    expect(
      server.sent
        .filter((s) => s.path.endsWith('SaveFormSubmission'))
        .map((s) => s.body as { key: string; idempotencyId: string })
        .map((b) => [b.idempotencyId, b.key]),
    ).toEqual([
      ['a-000000', 'k1'],
      ['b-000000', 'k2'],
      ['c-000000', 'k3'],
    ]);
    expect([...store.map.keys()].sort()).toEqual(['b-000000', 'c-000000', 'd-000000']);
    expect(store.map.get('b-000000')).toMatchObject({
      state: 'rejected',
      message: FORM_MESSAGES.notConfigured,
      attempts: 2,
    });
    expect(store.map.get('c-000000')).toMatchObject({ state: 'pending', attempts: 2 });
  });

  it("leaves a 'sending' entry to the page whose first try holds its lock, and replays one whose page is gone", async () => {
    const store = memoryStore([kept('live-0000', 1, 'sending'), kept('gone-0000', 2, 'sending')]);
    const server = scriptedServer([
      { status: 200, body: { data: { key: 'k1' } } },
      { status: 503, body: null },
    ]);
    expect(await replayPendingSubmissions(store, server.post, () => 10, new Set(['live-0000']))).toEqual([
      'skipped',
      'retry',
    ]);
    expect(store.map.get('live-0000')).toMatchObject({ state: 'sending', attempts: 1 });
    // Replayed and failed: pending from now on, for the service worker and later pages.
    expect(store.map.get('gone-0000')).toMatchObject({ state: 'pending', attempts: 2 });
  });

  it("without Web Locks, replays a 'sending' entry only once no first try can still be running", async () => {
    const store = memoryStore([kept('recent-00', 1000, 'sending')]);
    const server = scriptedServer([
      { status: 200, body: { data: { key: 'k1' } } },
      { status: 200, body: {} },
    ]);
    expect(
      await replayPendingSubmissions(store, server.post, () => 1000 + SENDING_ABANDONED_AFTER_MS - 1, null),
    ).toEqual(['skipped']);
    expect(await replayPendingSubmissions(store, server.post, () => 1000 + SENDING_ABANDONED_AFTER_MS, null)).toEqual([
      'sent',
    ]);
    expect(store.map.size).toBe(0);
  });

  it('drops entries older than 7 days unsent, and unreadable ones', async () => {
    const store = memoryStore([kept('old-00000', 0)]);
    await store.put({ id: 'broken-0' } as never);
    const server = scriptedServer([]);
    expect(await replayPendingSubmissions(store, server.post, () => OFFLINE_RETENTION_MS + 1)).toEqual(['expired']);
    expect(server.sent).toHaveLength(0);
    expect(store.map.size).toBe(0);
  });
});
