import type { DataLayerRequest } from './DataLayerClient';

export type DataLayerMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EncodedBody {
  body?: string;
  contentType?: string;
}

// Spec visitor-runtime §7: optional JSON bodies; the legacy calls post form-encoded fields. Never both.
export function encodeRequestBody(method: DataLayerMethod, request: DataLayerRequest): EncodedBody {
  const hasJson = request.body !== undefined;
  const hasForm = request.form !== undefined;
  if (hasJson && hasForm)
    throw new TypeError('Data layer request: give either body (sent as JSON) or form (sent form-encoded), not both');
  if (method === 'GET' && (hasJson || hasForm))
    throw new TypeError('Data layer request: a GET carries no body; put its values in query');
  if (hasJson) return { body: JSON.stringify(request.body), contentType: 'application/json' };
  if (hasForm)
    return {
      body: new URLSearchParams(Object.entries(request.form ?? {})).toString(),
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    };
  return {};
}
