import { LOGIN_RATE_LIMIT } from '../../../shared/owner/loginRateLimit';
import { normalizeEmail } from '../../../shared/owner/normalizeEmail';
import { getDecoyHash, verifyPassword } from '../../storage/auth/hashPassword';
import type { RateLimitRepository } from '../../storage/limits/RateLimitRepository';
import type { LoginAudience, LoginDeviceRepository } from '../../storage/limits/LoginDeviceRepository';

// newDeviceToken: a device cookie to set, as this device was not known for the account.
export type CredentialCheck<T> =
  | { ok: true; user: T; newDeviceToken?: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

interface CheckCredentialsInput<T extends { id: string; passwordHash: string }> {
  audience: LoginAudience;
  limits: RateLimitRepository;
  devices: LoginDeviceRepository;
  findByEmail: (email: string) => Promise<T | null>;
  email: string;
  password: string;
  ip: string;
  /** The device cookie the request carried. */
  deviceToken: string | undefined;
  now?: () => number;
}

// One path for owners and members (docs/owners.md, "Rate limit"):
// 1. The attempt is counted before the password is checked, by one atomic upsert per bucket
//    (RateLimitRepository): of 16 concurrent wrong passwords against a limit of 5, 5 are checked and 11
//    refused, in one server process or many.
// 2. Buckets: a device cookie the account logged in with before counts on its own (so an attacker who knows
//    the email and locks it out does not lock out the owner's own devices); otherwise per email and per IP.
// 3. scrypt runs once whatever the email (a decoy hash for an unknown one), so an unknown email takes as long
//    as a wrong password. A right password takes its attempt back: the email's (or device's) count is
//    cleared, the IP's forgiven by one.
export async function checkCredentials<T extends { id: string; passwordHash: string }>(
  input: CheckCredentialsInput<T>,
): Promise<CredentialCheck<T>> {
  const { audience, limits, devices } = input;
  const now = input.now ?? Date.now;
  const user = await input.findByEmail(input.email);
  const device = user ? await devices.find(audience, input.deviceToken) : null;
  const trusted = device !== null && device.accountId === user?.id;
  const buckets: { key: string; max: number }[] = trusted
    ? [{ key: `${audience}-device:${device.tokenHash}`, max: LOGIN_RATE_LIMIT.MAX_FAILURES_PER_DEVICE }]
    : [
        { key: `${audience}-email:${normalizeEmail(input.email)}`, max: LOGIN_RATE_LIMIT.MAX_FAILURES_PER_EMAIL },
        { key: `${audience}-ip:${input.ip}`, max: LOGIN_RATE_LIMIT.MAX_FAILURES_PER_IP },
      ];
  const hits = await Promise.all(buckets.map((bucket) => limits.hit(bucket.key, LOGIN_RATE_LIMIT.WINDOW_MS)));
  const over = hits.filter((hit, index) => hit.hits > buckets[index]!.max);
  if (over.length > 0) {
    const endsAt = Math.max(...over.map((hit) => hit.windowEndsAt));
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now()) / 1000)) };
  }
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  await limits.clear(buckets[0]!.key);
  if (buckets[1]) await limits.forgive(buckets[1].key);
  if (trusted) {
    await devices.touch(device);
    return { ok: true, user };
  }
  return { ok: true, user, newDeviceToken: await devices.create(audience, user.id) };
}
