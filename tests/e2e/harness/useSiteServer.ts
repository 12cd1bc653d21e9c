import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer, type StartOptions } from './startServer';
import { launchBrowser, type LaunchOptions } from './launchBrowser';

export interface SiteUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

// One built server (own port and database) and one Chromium per test file, started before its tests and
// stopped after them.
// `env` may be a function, read when the server starts (for what another beforeAll set up, such as a fake
// provider's URL).
export function useSiteServer(
  options: Omit<StartOptions, 'env'> & {
    env?: StartOptions['env'] | (() => StartOptions['env']);
    browser?: LaunchOptions;
  } = {},
): SiteUnderTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    server = await startServer({ ...options, env });
    browser = await launchBrowser(options.browser);
  });
  // A test that stopped the server and failed before restarting it leaves it stopped: the file's next tests
  // get a running one, so that one failure is reported once and not as a refused connection in every test after.
  afterEach(async () => {
    if (server && !server.running) await server.restart();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started yet: use it inside a test or hook');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet: use it inside a test or hook');
      return browser;
    },
  };
}
