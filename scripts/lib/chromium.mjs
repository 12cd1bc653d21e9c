// Debian's Chromium (never a downloaded one) and the flags this machine's closed network needs: without the
// background-networking ones, Chromium's own connections are refused, many at a time. Shared by the
// end-to-end harness and the benches.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
