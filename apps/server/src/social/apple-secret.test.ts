import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AppleSetting } from '../config-social.ts';
import {
  APPLE_SECRET_MAX_SECONDS,
  APPLE_SECRET_RENEW_SECONDS,
  APPLE_SECRET_SECONDS,
  createAppleClientSecret,
} from './apple-secret.ts';

const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const apple: AppleSetting = {
  id: 'apple',
  kind: 'apple',
  issuer: 'https://appleid.apple.com',
  clientId: 'cl.comanda.web',
  teamId: 'TEAM123456',
  keyId: 'KEY1234567',
  privateKey: keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  hiddenHosts: [],
};
const publicKey = importSPKI(keys.publicKey.export({ format: 'pem', type: 'spki' }).toString(), 'ES256');

describe("Apple's client secret (issue 16 item 1)", () => {
  it('is an ES256 JWT of the team key: team as issuer, Services ID as subject, Apple as audience', async () => {
    const now = new Date('2026-11-26T08:00:00Z');
    const jwt = await createAppleClientSecret(apple, () => now)();
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(jwt, await publicKey, {
      issuer: 'TEAM123456',
      subject: 'cl.comanda.web',
      audience: 'https://appleid.apple.com',
      currentDate: now,
    });
    expect(payload.iat).toBe(now.getTime() / 1000);
    expect(payload.exp! - payload.iat!).toBe(APPLE_SECRET_SECONDS);
    expect(APPLE_SECRET_SECONDS).toBeLessThanOrEqual(APPLE_SECRET_MAX_SECONDS);
  });

  it('is kept while it lives and made again a day before it expires', async () => {
    let now = new Date('2026-11-26T08:00:00Z');
    const secret = createAppleClientSecret(apple, () => now);
    const first = await secret();
    now = new Date(now.getTime() + (APPLE_SECRET_SECONDS - APPLE_SECRET_RENEW_SECONDS - 60) * 1000);
    expect(await secret()).toBe(first);
    now = new Date(now.getTime() + 120_000);
    const renewed = await secret();
    expect(renewed).not.toBe(first);
    const { payload } = await jwtVerify(renewed, await publicKey, { currentDate: now });
    expect(payload.iat).toBe(Math.floor(now.getTime() / 1000));
  });

  it('fails on a key that is not a P-256 PKCS#8 key', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    await expect(createAppleClientSecret({ ...apple, privateKey: rsa })()).rejects.toThrow();
  });
});
