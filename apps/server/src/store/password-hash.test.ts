import { describe, expect, it } from 'vitest';
import { hashPassword, spendVerification, verifyPassword } from './password-hash.ts';

describe('password hashing (issue 16 item 1)', () => {
  it('hashes with scrypt and a salt of its own, and verifies only the right password', async () => {
    const a = await hashPassword('correcto caballo');
    const b = await hashPassword('correcto caballo');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b); // salted
    expect(a).not.toContain('correcto');
    expect(await verifyPassword('correcto caballo', a)).toBe(true);
    expect(await verifyPassword('correcto caballo ', a)).toBe(false);
    expect(await verifyPassword('Correcto caballo', b)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$aa$bb')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await spendVerification('anything')).toBe(false);
  });
});
