import { DataLayerError } from '../../shared/dataLayer/DataLayerError';
import type { DataLayerFailure } from '../../shared/dataLayer/DataLayerFailure';
import { describeErrorPanel } from '../../shared/dataLayer/describeErrorPanel';
import { LOGIN_REQUIRED_EVENT, type LoginRequiredDetail } from '../../shared/dataLayer/loginRequiredEvent';
import { shouldShowErrorPanel } from '../../shared/dataLayer/shouldShowErrorPanel';
import type { DataLayerEnvironment } from './DataLayerEnvironment';

// Spec visitor-runtime §8: the side effects of a failed call, then the error the call rejects with.
// The rejection happens even when the panel is shown, so a call nobody awaits surfaces as an unhandled
// rejection, which the global error listener logs and reports ("automatically logged and reported").
export async function settleFailure(
  { doc, win }: DataLayerEnvironment,
  failure: DataLayerFailure,
  attempts: number,
  handleErrors: boolean | undefined,
): Promise<DataLayerError> {
  if (failure.loginRequired) {
    const detail: LoginRequiredDetail = { url: failure.url, status: failure.status };
    win.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail }));
  }
  if (shouldShowErrorPanel(failure, handleErrors)) {
    try {
      const { showErrorPanel } = await import('../../ui/errorPanel/showErrorPanel');
      showErrorPanel(doc, win, describeErrorPanel(failure));
    } catch (error) {
      console.error('Could not show the error panel', error);
    }
  }
  return new DataLayerError(failure, attempts);
}
