// Spec visitor-runtime §8: the login-required event, a custom event on the page's global object.
export const LOGIN_REQUIRED_EVENT = 'site-runtime:login-required';

export interface LoginRequiredDetail {
  /** The API URL that asked for login, without the crumb. */
  url: string;
  status: number;
}
