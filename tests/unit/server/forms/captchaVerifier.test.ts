import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaptchaVerifier } from '../../../../src/server/forms/createCaptchaVerifier';
import { startFakeCaptchaProvider, type FakeCaptchaProvider } from '../../../fakes/startFakeCaptchaProvider';

let provider: FakeCaptchaProvider;
beforeEach(async () => {
  provider = await startFakeCaptchaProvider();
});
afterEach(() => provider.stop());

describe('createCaptchaVerifier', () => {
  it('posts the secret, the token and the client address to the verify endpoint and passes what it accepts', async () => {
    const verify = createCaptchaVerifier({ secret: provider.secret, verifyUrl: provider.verifyUrl });
    await expect(verify('test-captcha-token-a', '192.0.2.7')).resolves.toEqual({ ok: true });
    expect(provider.calls).toEqual([
      { secret: provider.secret, response: 'test-captcha-token-a', remoteip: '192.0.2.7' },
    ]);
    await expect(verify('test-captcha-token-a', '192.0.2.7')).resolves.toEqual({
      ok: false,
      reason: 'refused: timeout-or-duplicate',
    });
  });

  it('refuses with a wrong secret, without a secret (asking no one), on an error status or a foreign answer', async () => {
    const wrong = createCaptchaVerifier({ secret: 'not-it', verifyUrl: provider.verifyUrl });
    await expect(wrong('test-captcha-token-b', '::1')).resolves.toMatchObject({ ok: false });
    const none = createCaptchaVerifier({ secret: null, verifyUrl: provider.verifyUrl });
    await expect(none('test-captcha-token-c', '::1')).resolves.toMatchObject({ ok: false });
    expect(provider.calls).toHaveLength(1);
    const verify = createCaptchaVerifier({ secret: provider.secret, verifyUrl: provider.verifyUrl });
    provider.behave(503);
    await expect(verify('test-captcha-token-d', '::1')).resolves.toEqual({
      ok: false,
      reason: 'the provider answered 503',
    });
    const html = createCaptchaVerifier(
      { secret: provider.secret, verifyUrl: provider.verifyUrl },
      { fetch: async () => new Response('<html>', { status: 200 }) },
    );
    await expect(html('test-captcha-token-e', '::1')).resolves.toMatchObject({ ok: false });
  });

  it('refuses when the provider does not answer within the timeout, or cannot be reached', async () => {
    provider.behave('hang');
    const verify = createCaptchaVerifier(
      { secret: provider.secret, verifyUrl: provider.verifyUrl },
      { timeoutMs: 300 },
    );
    const started = Date.now();
    await expect(verify('test-captcha-token-f', '::1')).resolves.toEqual({
      ok: false,
      reason: 'no answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    const unreachable = createCaptchaVerifier({ secret: 's', verifyUrl: 'http://127.0.0.1:9/siteverify' });
    await expect(unreachable('t', '::1')).resolves.toMatchObject({ ok: false });
  });
});
