import { z } from 'zod';
import { CAPTCHA_DEFAULT_VERIFY_URL, CAPTCHA_VERIFY_TIMEOUT_MS } from '../../shared/forms/formPolicy';

export interface CaptchaSettings {
  /** The provider's server-side secret (CAPTCHA_SECRET); null: every captcha is refused. */
  secret: string | null;
  /** The provider's verify endpoint (CAPTCHA_VERIFY_URL). */
  verifyUrl: string;
}

export const NO_CAPTCHA_SECRET: CaptchaSettings = { secret: null, verifyUrl: CAPTCHA_DEFAULT_VERIFY_URL };

type CaptchaVerdict = { ok: true } | { ok: false; reason: string };
export type VerifyCaptcha = (token: string, remoteIp: string) => Promise<CaptchaVerdict>;

// reCAPTCHA's siteverify answer (https://developers.google.com/recaptcha/docs/verify); hCaptcha and Turnstile
// answer the same fields at their own URLs.
const VerifyAnswer = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

// Checks a captcha token with the provider: POST secret, response and remoteip, form-encoded, to its verify
// endpoint. It fails closed: no secret, no answer within the timeout, a status other than 2xx, an answer that
// is not the provider's JSON, or success false all refuse the submission. The reason is for the log only.
export function createCaptchaVerifier(
  settings: CaptchaSettings,
  {
    timeoutMs = CAPTCHA_VERIFY_TIMEOUT_MS,
    fetch = globalThis.fetch,
  }: { timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): VerifyCaptcha {
  return async (token, remoteIp) => {
    if (!settings.secret) return { ok: false, reason: 'CAPTCHA_SECRET is not set' };
    let response: Response;
    try {
      response = await fetch(settings.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return {
        ok: false,
        reason: timedOut ? `no answer within ${timeoutMs} ms` : `unreachable: ${(error as Error).message}`,
      };
    }
    if (!response.ok) return { ok: false, reason: `the provider answered ${response.status}` };
    const answer = VerifyAnswer.safeParse(await response.json().catch(() => null));
    if (!answer.success) return { ok: false, reason: 'the provider answered something else than its JSON' };
    if (!answer.data.success) return { ok: false, reason: `refused: ${(answer.data['error-codes'] ?? []).join(', ')}` };
    return { ok: true };
  };
}
