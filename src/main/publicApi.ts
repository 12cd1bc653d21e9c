import { version } from '../../package.json';
import type { DataLayerClient } from '../shared/dataLayer/DataLayerClient';
import type { BlockRuntime } from '../ui/runtime/BlockRuntime';

// The public browser API for owners' custom code (ARCHITECTURE, Contracts; docs/public-api.md).
export interface SiteRuntimeApi {
  readonly version: string;
  readonly dataLayer: DataLayerClient;
  track(name: string, data?: Record<string, unknown>): void;
}

declare global {
  interface Window {
    SiteRuntime?: SiteRuntimeApi;
  }
}

// Frozen and non-writable: custom code may use it but not swap the data layer under the blocks' feet.
export function installPublicApi(
  services: Pick<BlockRuntime, 'dataLayer' | 'telemetry'>,
  win: Window = window,
): SiteRuntimeApi {
  const api: SiteRuntimeApi = Object.freeze({
    version,
    dataLayer: services.dataLayer,
    track: (name: string, data?: Record<string, unknown>) => services.telemetry.track(name, data),
  });
  Object.defineProperty(win, 'SiteRuntime', { value: api, writable: false, enumerable: true, configurable: true });
  return api;
}
