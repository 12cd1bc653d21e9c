import type { DataLayerFailure } from './DataLayerFailure';

// Spec visitor-runtime §8: "authorizationFail, or no handler, shows a full-page error panel". A reply
// asking for login opens the login dialog instead (through the login-required event), so it never also
// covers the page with the panel.
export function shouldShowErrorPanel(
  failure: Pick<DataLayerFailure, 'authorizationFail' | 'loginRequired'>,
  handleErrors: boolean | undefined,
): boolean {
  if (failure.authorizationFail) return true;
  if (failure.loginRequired) return false;
  return handleErrors !== true;
}
