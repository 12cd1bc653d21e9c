// Spec visitor-runtime §8: "loginRequired in a reply fires the login-required event". It is a custom event
// on the page's global object; the owners area listens and opens the login dialog (a listener's example:
// docs/public-api.md).
export const LOGIN_REQUIRED_EVENT = 'site-runtime:login-required';

export interface LoginRequiredDetail {
  /** The API URL that asked for login, without the crumb. */
  url: string;
  status: number;
}
