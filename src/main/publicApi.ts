import { version } from '../../package.json';
import type { DataLayerClient } from '../shared/dataLayer/DataLayerClient';
import type { BlockRuntime } from '../ui/runtime/BlockRuntime';
import type { DialogOptions, DialogResponse } from '../ui/dialogs/openDialog';
import { checkAnimationArguments } from '../shared/animations/checkAnimationArguments';

// The public browser API for owners' custom code (docs/architecture.md, Contracts; docs/public-api.md).
interface SiteRuntimeApi {
  readonly version: string;
  readonly dataLayer: DataLayerClient;
  track(name: string, data?: Record<string, unknown>): void;
  /** Confirmation, alert and information dialogs (media-and-reporting §4); their chunk loads on first use. */
  openDialog(options: DialogOptions): Promise<DialogResponse>;
  /**
   * The animation helper (media-and-reporting §5): calls `step` each frame with the eased progress from 0 to 1
   * over `durationMs` (300 by default), settling after the last call. Bad arguments throw at once.
   */
  animate(step: (progress: number) => void, durationMs?: number): Promise<void>;
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
    openDialog: (options: DialogOptions) => import('./owner/showLogoutDialog').then((m) => m.openDialog(options)),
    animate: (step: (progress: number) => void, durationMs?: number) => {
      const duration = checkAnimationArguments(step, durationMs);
      return import('../ui/animations/animate').then((m) => m.animate(step, duration).finished);
    },
  });
  Object.defineProperty(win, 'SiteRuntime', { value: api, writable: false, enumerable: true, configurable: true });
  return api;
}
