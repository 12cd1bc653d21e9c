import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../../shared/api/auth/authErrors';
import { LOGIN_RATE_LIMIT } from '../../../shared/owner/loginRateLimit';
import { normalizeEmail } from '../../../shared/owner/normalizeEmail';
import { getDecoyHash, verifyPassword } from '../../storage/auth/hashPassword';
import type { RateLimitRepository } from '../../storage/limits/RateLimitRepository';
import type { LoginAudience, LoginDeviceRepository } from '../../storage/limits/LoginDeviceRepository';
import { MEMBER_DEVICE_COOKIE, OWNER_DEVICE_COOKIE, setDeviceCookie } from './sessionCookies';

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

// One path for owners and members (docs/owners.md, "Rate limit"): the attempt is counted, atomically, before
// the password is checked, in the device's bucket or else the email's and IP's; scrypt runs once whatever
// the email (a decoy hash for an unknown one), so an unknown email takes as long as a wrong password.
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

/**
 * A login route's steps after its body is parsed: the credential check (429 with Retry-After, or one generic
 * 401 whatever was wrong), the device cookie, and the browser's session replaced (no session fixation). Each
 * login sweeps the expired sessions, which would otherwise stay forever. The user, or null once answered.
 */
export async function logIn<T extends { id: string; passwordHash: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  input: Pick<CheckCredentialsInput<T>, 'audience' | 'limits' | 'devices' | 'findByEmail' | 'email' | 'password'> & {
    sessions: { delete(id: string): Promise<boolean>; deleteExpired(): Promise<number> };
    currentSessionId: string | undefined;
  },
): Promise<T | null> {
  const deviceCookie = input.audience === 'owner' ? OWNER_DEVICE_COOKIE : MEMBER_DEVICE_COOKIE;
  const check = await checkCredentials({ ...input, deviceToken: request.cookies[deviceCookie], ip: request.ip });
  if (!check.ok) {
    if (check.reason === 'invalid') void reply.code(401).send({ error: AUTH_ERRORS.invalidCredentials });
    else
      void reply
        .code(429)
        .header('retry-after', String(check.retryAfterSeconds))
        .send({ error: AUTH_ERRORS.rateLimited });
    return null;
  }
  if (check.newDeviceToken) setDeviceCookie(request, reply, deviceCookie, check.newDeviceToken);
  if (input.currentSessionId) await input.sessions.delete(input.currentSessionId);
  await input.sessions.deleteExpired();
  return check.user;
}
