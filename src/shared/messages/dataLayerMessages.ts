// Spec visitor-runtime §8 (data layer): messages of the generic data layer and its full-page error panel.
export const DATA_LAYER_MESSAGES = {
  /** Spec: "Internal Error: Unable to parse server response from ({url}) as JSON: {message}". */
  nonJsonReply: (url: string, message: string): string =>
    `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`,
  // Spec: 401 or 403.
  unauthorized: 'Unauthorized request',
  // Spec: 500 or 501.
  internalServerError: 'Internal server error. Please try again later.',
  // Spec: 503.
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  // The spec shows only "Unable to connect…"; the completion is ours.
  unableToConnectPrefix: 'Unable to connect',
  unableToConnect: 'Unable to connect to the server. Please check your connection and try again.',
  // Spec: the cleaned error of the error panel, two spaces after each sentence as the spec writes it.
  cleanedErrorTitle: 'Something Went Wrong!',
  cleanedErrorBody:
    'Our system has encountered an error.  This exception has been automatically logged and reported.  We will return shortly.',
  // Ours: the panel's title for an error that is not cleaned.
  errorPanelTitle: 'We could not complete your request',
  // Spec: the error panel's two buttons.
  reloadPageButton: 'Reload Page',
  clearButton: 'Clear',
} as const;

/** Spec visitor-runtime §8: the message for each HTTP status the data layer names. */
export const DATA_LAYER_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: DATA_LAYER_MESSAGES.unauthorized,
  403: DATA_LAYER_MESSAGES.unauthorized,
  500: DATA_LAYER_MESSAGES.internalServerError,
  501: DATA_LAYER_MESSAGES.internalServerError,
  503: DATA_LAYER_MESSAGES.serviceUnavailable,
};
