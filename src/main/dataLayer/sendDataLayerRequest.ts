import type { DataLayerRequest } from '../../shared/dataLayer/DataLayerClient';
import { buildRequestUrl } from '../../shared/dataLayer/buildRequestUrl';
import { classifyReply } from '../../shared/dataLayer/classifyReply';
import { encodeRequestBody, type DataLayerMethod } from '../../shared/dataLayer/encodeRequestBody';
import { planRetry } from '../../shared/dataLayer/planRetry';
import type { DataLayerEnvironment } from './DataLayerEnvironment';
import { storeCrumb } from './crumbCookie';
import { ensureCrumb } from './ensureCrumb';
import { fetchReply } from './fetchReply';
import { settleFailure } from './settleFailure';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Spec visitor-runtime §7 and §8: one data layer call. It resolves with the parsed JSON reply, or rejects
// with a DataLayerError carrying the spec's message after the failure's side effects (login-required
// event, error panel) have happened. Loaded on the first call (see createDataLayer).
export async function sendDataLayerRequest(
  environment: DataLayerEnvironment,
  method: DataLayerMethod,
  path: string,
  request: DataLayerRequest,
): Promise<unknown> {
  const encoded = encodeRequestBody(method, request);
  let attempts = 0;
  let failedAttempts = 0;
  let crumbRetried = false;
  for (;;) {
    const { url, displayUrl } = buildRequestUrl(path, request.query);
    attempts += 1;
    const crumb = await ensureCrumb(environment.doc);
    const outcome = classifyReply(
      await fetchReply(environment.win, { method, url, displayUrl, encoded, request, crumb }),
    );
    if (outcome.kind === 'ok') return outcome.data;
    const failure = outcome.failure;
    if (outcome.kind === 'crumbFail') {
      // Spec: crumbFail stores the new crumb and retries once; a second crumbFail is a failure.
      if (!crumbRetried && outcome.crumb) {
        storeCrumb(environment.doc, outcome.crumb);
        crumbRetried = true;
        continue;
      }
    } else {
      failedAttempts += 1;
      const delay = planRetry(failedAttempts, request.retries, failure);
      if (delay !== null) {
        await wait(delay);
        continue;
      }
    }
    throw await settleFailure(environment, failure, attempts, request.handleErrors);
  }
}
