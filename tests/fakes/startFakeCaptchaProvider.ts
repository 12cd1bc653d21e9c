import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCaptchaProvider {
  /** The verify endpoint (CAPTCHA_VERIFY_URL). */
  readonly verifyUrl: string;
  readonly secret: string;
  /** The server's environment for it: CAPTCHA_SECRET and CAPTCHA_VERIFY_URL. */
  readonly env: Record<string, string>;
  /** Every verify call, as the provider received it. */
  readonly calls: Array<{ secret: string; response: string; remoteip: string }>;
  /** How the provider behaves from now on: 'normal', 'hang' (never answers), or an HTTP status to answer. */
  behave(mode: 'normal' | 'hang' | number): void;
  stop(): Promise<void>;
}

// A local stand-in for the captcha provider's verify endpoint (reCAPTCHA's siteverify API): form-encoded
// secret, response and remoteip in, `{ success, error-codes }` out. It accepts the tokens the local widget
// (sites/fixtures/forms/images/captcha-widget.js) hands out, each once, as the provider does.
export async function startFakeCaptchaProvider(secret = 'test-captcha-secret'): Promise<FakeCaptchaProvider> {
  const calls: FakeCaptchaProvider['calls'] = [];
  const used = new Set<string>();
  let mode: 'normal' | 'hang' | number = 'normal';
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const call = {
        secret: form.get('secret') ?? '',
        response: form.get('response') ?? '',
        remoteip: form.get('remoteip') ?? '',
      };
      calls.push(call);
      if (mode === 'hang') return;
      if (typeof mode === 'number') return response.writeHead(mode).end('provider error');
      const errors: string[] = [];
      if (call.secret !== secret) errors.push('invalid-input-secret');
      if (!call.response.startsWith('test-captcha-token-')) errors.push('invalid-input-response');
      else if (used.has(call.response)) errors.push('timeout-or-duplicate');
      if (errors.length === 0) used.add(call.response);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: errors.length === 0, 'error-codes': errors }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  return {
    verifyUrl,
    secret,
    env: { CAPTCHA_SECRET: secret, CAPTCHA_VERIFY_URL: verifyUrl },
    calls,
    behave: (next) => (mode = next),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
