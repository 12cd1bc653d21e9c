import type { PageContext } from '../../shared/pageContext/PageContext';
import type { BlockRuntime } from './BlockRuntime';

function refuse(): Promise<never> {
  return Promise.reject(new Error('No network during server rendering'));
}

// During server rendering blocks only render; calling the network there is a bug, so it rejects.
export function createServerRuntime(pageContext: PageContext): BlockRuntime {
  return {
    pageContext,
    dataLayer: { get: refuse, post: refuse, put: refuse, delete: refuse },
    telemetry: { record: () => undefined, track: () => undefined },
  };
}
