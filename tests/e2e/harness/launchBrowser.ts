import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

export interface LaunchOptions {
  /** Extra Chromium flags, e.g. `--host-resolver-rules=MAP site.test 127.0.0.1` to open the server under another host name. */
  args?: string[];
  /** Playwright default flags to leave out, e.g. `--disable-back-forward-cache` to let pages into the back/forward cache. */
  ignoreDefaultArgs?: string[];
}

// Debian's Chromium with the flags this machine's closed network needs (scripts/lib/chromium.mjs).
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: options.ignoreDefaultArgs,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
}
