import { chromium, type Browser } from 'playwright-core';

export interface LaunchOptions {
  /** Extra Chromium flags, e.g. `--host-resolver-rules=MAP site.test 127.0.0.1` to open the server under another host name. */
  args?: string[];
}

// Debian's Chromium (never a downloaded one), with the flags this machine's closed network needs.
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', ...(options.args ?? [])],
  });
}
