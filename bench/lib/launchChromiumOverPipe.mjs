// Debian's Chromium driven over a bare DevTools pipe (--remote-debugging-pipe: JSON messages ended by a NUL
// byte, written to its fd 3 and read from its fd 4). Unlike Playwright, nothing is enabled that the bench
// does not ask for: no Network domain, no auto-attach to workers, so the page's main thread does no
// DevTools work for the worker's requests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export function launchChromiumOverPipe() {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const args = [
    '--headless',
    ...CHROMIUM_FLAGS,
    '--remote-debugging-pipe',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const child = spawn(CHROMIUM_PATH, args, {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [, , , toChromium, fromChromium] = child.stdio;
  const pending = new Map();
  const listeners = new Map();
  let nextId = 1;
  let buffered = '';
  fromChromium.setEncoding('utf8');
  fromChromium.on('data', (data) => {
    buffered += data;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const { resolve, reject, method } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      } else for (const listener of listeners.get(message.method) ?? []) listener(message.params);
    }
  });
  /** Calls listener with each event of that method; returns what stops it. */
  const on = (method, listener) => {
    listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    return () =>
      listeners.set(
        method,
        (listeners.get(method) ?? []).filter((l) => l !== listener),
      );
  };
  /** The params of the next event of that method. */
  const once = (method) =>
    new Promise((resolve) => {
      const stop = on(method, (params) => (stop(), resolve(params)));
    });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      toChromium.write(JSON.stringify({ id, method, params, sessionId }) + '\0');
    });
  return {
    send,
    on,
    once,
    /** A page at `url`, with a send() bound to its session. */
    async openPage(url) {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const page = (method, params) => send(method, params, sessionId);
      await page('Page.enable');
      const loaded = once('Page.loadEventFired');
      await page('Page.navigate', { url });
      await loaded;
      return page;
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
