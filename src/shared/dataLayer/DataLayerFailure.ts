// One failed data layer call, as classifyReply describes it.
export interface DataLayerFailure {
  /** The spec's message for this failure (visitor-runtime §8). */
  message: string;
  /** HTTP status; 0 when no answer came (network failure, timeout). */
  status: number;
  /** The URL called, without the crumb. */
  url: string;
  /** The parsed JSON reply, or null. Forms read data.errors and data.error from it. */
  data: unknown;
  /** A 500/501 or a reply that is not JSON, whose detail (exception text) must not reach the visitor. */
  cleaned: boolean;
  /** Worth another try when the caller set a retry count: no answer, 408, 429 or any 5xx. */
  retryable: boolean;
  /** The reply carried loginRequired: the login-required event fires. */
  loginRequired: boolean;
  /** The reply carried authorizationFail: the error panel shows even when the caller handles errors. */
  authorizationFail: boolean;
}
