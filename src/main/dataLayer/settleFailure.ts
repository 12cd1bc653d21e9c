import { DataLayerError } from '../../shared/dataLayer/DataLayerError';
import type { DataLayerFailure } from '../../shared/dataLayer/DataLayerFailure';
import { describeErrorPanel } from '../../shared/dataLayer/describeErrorPanel';
import { LOGIN_REQUIRED_EVENT, type LoginRequiredDetail } from '../../shared/dataLayer/loginRequiredEvent';
import { shouldShowErrorPanel } from '../../shared/dataLayer/shouldShowErrorPanel';
import type { DataLayerEnvironment } from './DataLayerEnvironment';

// Spec visitor-runtime §8: the side effects of a failed call, then the error the call rejects with.
// The call rejects even when the panel is shown, so its caller learns of the failure too.
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
  const error = new DataLayerError(failure, attempts);
  if (shouldShowErrorPanel(failure, handleErrors)) {
    try {
      const { showErrorPanel } = await import('../../ui/errorPanel/showErrorPanel');
      showErrorPanel(doc, win, describeErrorPanel(failure));
    } catch (panelError) {
      console.error('Could not show the error panel', panelError);
    }
    // The panel tells the visitor the error "has been automatically logged and reported": make it true even
    // when the caller catches the rejection. reportError fires the window error event the collectors log.
    win.reportError?.(error);
  }
  return error;
}
