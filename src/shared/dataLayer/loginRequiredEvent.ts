// Spec visitor-runtime §8: "loginRequired in a reply fires the login-required event". It is a DOM
// CustomEvent dispatched on window; the owners area listens and opens the login dialog.
//   window.addEventListener(LOGIN_REQUIRED_EVENT, (event) => openLogin((event as CustomEvent<LoginRequiredDetail>).detail));
export const LOGIN_REQUIRED_EVENT = 'site-runtime:login-required';

export interface LoginRequiredDetail {
  /** The API URL that asked for login, without the crumb. */
  url: string;
  status: number;
}
