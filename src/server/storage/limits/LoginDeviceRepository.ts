import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { createSessionToken, hashSessionToken } from '../auth/sessionToken';
import { LOGIN_DEVICE_TTL_MS } from '../../../shared/owner/loginRateLimit';

export type LoginAudience = 'owner' | 'member';

interface LoginDevice {
  tokenHash: string;
  accountId: string;
}

// The devices an account logged in from: the device cookie holds a 256-bit random token, the table its
// SHA-256 and the account. Unforgeable like a signed cookie, with no key to share between server processes,
// and a row can be deleted to stop trusting a device.
export class LoginDeviceRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The device a cookie's token names, if it is known for this audience and was used within its lifetime. */
  async find(audience: LoginAudience, token: string | undefined): Promise<LoginDevice | null> {
    if (!token || token.length > 100) return null;
    const row = await this.db
      .selectFrom('login_devices')
      .select(['token_hash', 'account_id'])
      .where('token_hash', '=', hashSessionToken(token))
      .where('audience', '=', audience)
      .where('last_used_at', '>', this.now() - LOGIN_DEVICE_TTL_MS)
      .executeTakeFirst();
    return row ? { tokenHash: row.token_hash, accountId: row.account_id } : null;
  }

  /** A new device for the account; answers the cookie's token. Devices unused for their lifetime are swept. */
  async create(audience: LoginAudience, accountId: string): Promise<string> {
    const token = createSessionToken();
    const now = this.now();
    await this.db
      .insertInto('login_devices')
      .values({
        token_hash: hashSessionToken(token),
        audience,
        account_id: accountId,
        created_at: now,
        last_used_at: now,
      })
      .execute();
    await this.db
      .deleteFrom('login_devices')
      .where('last_used_at', '<=', now - LOGIN_DEVICE_TTL_MS)
      .execute();
    return token;
  }

  async touch(device: LoginDevice): Promise<void> {
    await this.db
      .updateTable('login_devices')
      .set({ last_used_at: this.now() })
      .where('token_hash', '=', device.tokenHash)
      .execute();
  }
}
