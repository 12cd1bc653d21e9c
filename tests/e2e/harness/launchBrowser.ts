import { chromium, type Browser } from 'playwright-core';

export interface LaunchOptions {
  /** Extra Chromium flags, e.g. `--host-resolver-rules=MAP site.test 127.0.0.1` to open the server under another host name. */
  args?: string[];
  /** Playwright default flags to leave out, e.g. `--disable-back-forward-cache` to let pages into the back/forward cache. */
  ignoreDefaultArgs?: string[];
}

// Debian's Chromium (never a downloaded one), with the flags this machine's closed network needs.
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    ignoreDefaultArgs: options.ignoreDefaultArgs,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...(options.args ?? []),
    ],
  });
}
