import { describe, it, expect } from 'vitest';
import { DATA_LAYER_MESSAGES, DATA_LAYER_STATUS_MESSAGES } from '../../../../src/shared/messages/dataLayerMessages';

describe('data layer messages (spec visitor-runtime §8)', () => {
  it('formats the non-JSON reply exactly', () => {
    expect(DATA_LAYER_MESSAGES.nonJsonReply('/api/x?crumb=1', 'Unexpected token <')).toBe(
      'Internal Error: Unable to parse server response from (/api/x?crumb=1) as JSON: Unexpected token <',
    );
  });

  it('has the status messages', () => {
    expect(DATA_LAYER_MESSAGES.unauthorized).toBe('Unauthorized request');
    expect(DATA_LAYER_MESSAGES.internalServerError).toBe('Internal server error. Please try again later.');
    expect(DATA_LAYER_MESSAGES.serviceUnavailable).toBe(
      'This service is temporarily unavailable. Please try again later.',
    );
    expect(DATA_LAYER_STATUS_MESSAGES).toEqual({
      401: 'Unauthorized request',
      403: 'Unauthorized request',
      500: 'Internal server error. Please try again later.',
      501: 'Internal server error. Please try again later.',
      503: 'This service is temporarily unavailable. Please try again later.',
    });
  });

  it('completes "Unable to connect…" after the spec prefix', () => {
    expect(DATA_LAYER_MESSAGES.unableToConnectPrefix).toBe('Unable to connect');
    expect(DATA_LAYER_MESSAGES.unableToConnect.startsWith('Unable to connect')).toBe(true);
    expect(DATA_LAYER_MESSAGES.unableToConnect).toBe(
      'Unable to connect to the server. Please check your connection and try again.',
    );
  });

  it('has the cleaned error title and body with its double spaces', () => {
    expect(DATA_LAYER_MESSAGES.cleanedErrorTitle).toBe('Something Went Wrong!');
    expect(DATA_LAYER_MESSAGES.cleanedErrorBody).toBe(
      'Our system has encountered an error.' +
        '  This exception has been automatically logged and reported.' +
        '  We will return shortly.',
    );
    expect(DATA_LAYER_MESSAGES.cleanedErrorBody.match(/\. {2}\S/g)).toHaveLength(2);
  });

  it('has our title for errors that are not cleaned (the spec shows none)', () => {
    expect(DATA_LAYER_MESSAGES.errorPanelTitle).toBe('We could not complete your request');
  });

  it('has the error panel buttons', () => {
    expect(DATA_LAYER_MESSAGES.reloadPageButton).toBe('Reload Page');
    expect(DATA_LAYER_MESSAGES.clearButton).toBe('Clear');
  });
});
