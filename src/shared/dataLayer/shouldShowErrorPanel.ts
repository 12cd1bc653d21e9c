import type { DataLayerFailure } from './DataLayerFailure';

// Spec visitor-runtime §8: "authorizationFail, or no handler, shows a full-page error panel"; a reply asking
// for login opens the login dialog instead.
export function shouldShowErrorPanel(
  failure: Pick<DataLayerFailure, 'authorizationFail' | 'loginRequired'>,
  handleErrors: boolean | undefined,
): boolean {
  if (failure.authorizationFail) return true;
  if (failure.loginRequired) return false;
  return handleErrors !== true;
}
