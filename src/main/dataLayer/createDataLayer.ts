import type { DataLayerClient, DataLayerRequest } from '../../shared/dataLayer/DataLayerClient';
import type { DataLayerMethod } from '../../shared/dataLayer/encodeRequestBody';
import type { DataLayerEnvironment } from './DataLayerEnvironment';

type RequestModule = typeof import('./sendDataLayerRequest');

// Spec visitor-runtime §7: the generic data layer (GET, POST, PUT, DELETE). Only this proxy ships in the main
// chunk, the rest loads on the first call: most page views never call the API, and the first load is tight.
export function createDataLayer(environment: DataLayerEnvironment): DataLayerClient {
  let loading: Promise<RequestModule> | null = null;
  const load = (): Promise<RequestModule> => {
    loading ??= import('./sendDataLayerRequest').catch((error: unknown) => {
      // A failed chunk load (offline, deploy in between) is retried on the next call.
      loading = null;
      throw error;
    });
    return loading;
  };
  const method =
    (name: DataLayerMethod) =>
    <T>(path: string, request: DataLayerRequest = {}): Promise<T> =>
      load().then((module) => module.sendDataLayerRequest(environment, name, path, request) as Promise<T>);
  return { get: method('GET'), post: method('POST'), put: method('PUT'), delete: method('DELETE') };
}
