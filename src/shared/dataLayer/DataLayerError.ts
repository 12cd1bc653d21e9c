import type { DataLayerFailure } from './DataLayerFailure';

// What a failed data layer call rejects with: the spec's message (visitor-runtime §8) and the failure's fields.
export class DataLayerError extends Error {
  readonly status: number;
  readonly url: string;
  readonly data: unknown;
  readonly cleaned: boolean;
  readonly loginRequired: boolean;
  readonly authorizationFail: boolean;
  /** How many times the call was sent, retries and the crumb retry included. */
  readonly attempts: number;

  constructor(failure: DataLayerFailure, attempts: number) {
    super(failure.message);
    this.name = 'DataLayerError';
    this.status = failure.status;
    this.url = failure.url;
    this.data = failure.data;
    this.cleaned = failure.cleaned;
    this.loginRequired = failure.loginRequired;
    this.authorizationFail = failure.authorizationFail;
    this.attempts = attempts;
  }
}
