import type { PageContext } from '../shared/pageContext/PageContext';
import type { BlockRuntime } from '../ui/runtime/BlockRuntime';
import { createRuntime, type Runtime } from './runtime/createRuntime';
import { hydrateIslands } from './islands/hydrateIslands';
import { createUnavailableServices } from './runtime/createUnavailableServices';
import { createDataLayer } from './dataLayer/createDataLayer';
import { installPublicApi } from './publicApi';
import { installOwnerRuntime } from './owner/installOwnerRuntime';
import { startTelemetry } from './telemetry/startTelemetry';
import { startCollectors } from './collectors/startCollectors';
import { startServiceWorker } from './serviceWorker/startServiceWorker';
import { startForms } from './forms/startForms';
import { startCommerce } from './commerce/startCommerce';

interface BootContext {
  pageContext: PageContext;
  runtime: Runtime;
  services: BlockRuntime;
}

// The order things start in. Each area adds one line here (docs/internals.md).
export function boot(pageContext: PageContext): BootContext {
  const runtime = createRuntime((error) => console.error(error));
  const services: BlockRuntime = {
    pageContext,
    ...createUnavailableServices(),
    dataLayer: createDataLayer({ doc: document, win: window }),
  };
  services.telemetry = startCollectors({ pageContext, telemetry: startTelemetry({ runtime }) });
  installPublicApi(services);
  installOwnerRuntime(pageContext, services.telemetry);

  startForms();
  startCommerce(services.telemetry);
  runtime.registerInitialiser(() => hydrateIslands(document, services));
  runtime.initialise();
  startServiceWorker();
  return { pageContext, runtime, services };
}
