import type { BlockRuntime } from '../../ui/runtime/BlockRuntime';

// Until the data layer and the telemetry facade are started, calls fail loudly instead of vanishing.
export function createUnavailableServices(): Pick<BlockRuntime, 'dataLayer' | 'telemetry'> {
  const refuse = () => Promise.reject(new Error('The data layer has not started'));
  return {
    dataLayer: { get: refuse, post: refuse, put: refuse, delete: refuse },
    telemetry: {
      record: () => console.warn('Telemetry has not started; record dropped'),
      track: () => console.warn('Telemetry has not started; event dropped'),
    },
  };
}
