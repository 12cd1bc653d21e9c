import type { RunningServer } from '../harness/startServer';

// A visitor's submission through the real form endpoints: a fresh key, then SaveFormSubmission.
export async function submitForm(
  server: RunningServer,
  formId: string,
  pagePath: string,
  values: Record<string, unknown>,
  idempotencyId: string,
): Promise<void> {
  const keyReply = await fetch(`${server.url}/api/form/FormSubmissionKey`, { method: 'POST' });
  const { data } = (await keyReply.json()) as { data: { key: string } };
  const response = await fetch(`${server.url}/api/form/SaveFormSubmission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key: data.key,
      formId,
      isOverlayForm: false,
      submitButtonText: 'Send',
      form: JSON.stringify(values),
      pageTitle: 'Form page',
      pageId: 'page-1',
      contentSource: 'c',
      pagePath,
      pagePermissionTypeValue: 1,
      idempotencyId,
      census: { clientTime: Date.now() },
    }),
  });
  if (!response.ok) throw new Error(`submission refused: ${response.status} ${await response.text()}`);
}
