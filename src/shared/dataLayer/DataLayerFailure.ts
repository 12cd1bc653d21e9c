// One failed data layer call, as the pure rules describe it (classifyReply). The browser turns it into a
// DataLayerError for the caller and, when nobody handles it, into the full-page error panel.
export interface DataLayerFailure {
  /** The spec's message for this failure (visitor-runtime §8). */
  message: string;
  /** HTTP status; 0 when no answer came (network failure, timeout). */
  status: number;
  /** The URL called, without the crumb. */
  url: string;
  /** The parsed JSON reply, or null. Forms read data.errors and data.error from it. */
  data: unknown;
  /**
   * A cleaned error's detail must not reach the visitor: a 500/501 (the server failed; its reply may
   * carry exception text) or a reply that is not JSON (an HTML error page or a stack trace, quoted by the
   * parser's message). The panel then shows only "Something Went Wrong!".
   */
  cleaned: boolean;
  /** Worth another try when the caller set a retry count: no answer, 408, 429 or any 5xx. */
  retryable: boolean;
  /** The reply carried loginRequired: the login-required event fires. */
  loginRequired: boolean;
  /** The reply carried authorizationFail: the error panel shows even when the caller handles errors. */
  authorizationFail: boolean;
}
