import { LOGIN_RATE_LIMIT, isLoginRateLimited } from '../../../shared/owner/loginRateLimit';
import { getDecoyHash, verifyPassword } from '../../storage/auth/hashPassword';
import type { LoginAttemptRepository, LoginAudience } from '../../storage/auth/LoginAttemptRepository';

export type CredentialCheck<T> =
  | { ok: true; user: T }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export interface CheckCredentialsInput<T extends { passwordHash: string }> {
  audience: LoginAudience;
  attempts: LoginAttemptRepository;
  findByEmail: (email: string) => Promise<T | null>;
  email: string;
  password: string;
  ip: string;
}

// One path for owners and members: refuse when rate limited, then always run scrypt once (against a
// decoy hash for an unknown email) so an unknown email takes as long as a wrong password.
export async function checkCredentials<T extends { passwordHash: string }>(
  input: CheckCredentialsInput<T>,
): Promise<CredentialCheck<T>> {
  const { audience, attempts, email, ip } = input;
  if (isLoginRateLimited(await attempts.countFailures(audience, ip, email))) {
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: Math.ceil(LOGIN_RATE_LIMIT.WINDOW_MS / 1000) };
  }
  const user = await input.findByEmail(email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
  if (user && valid) {
    await attempts.clearEmailFailures(audience, email);
    return { ok: true, user };
  }
  await attempts.recordFailure(audience, ip, email);
  return { ok: false, reason: 'invalid' };
}
