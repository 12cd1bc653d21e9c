import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../../src/server/storage/auth/hashPassword';

describe('hashPassword', () => {
  it('stores scrypt parameters, a salt and a hash, never the password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('correct horse');
  });

  it('uses a new salt per password, so equal passwords hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('s3cret-pass');
    await expect(verifyPassword('s3cret-pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-Pass', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$0$8$1$AAAA$BBBB')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$16384$8$1$AAAA$BBBB')).resolves.toBe(false);
  });
});
