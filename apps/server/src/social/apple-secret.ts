import { importPKCS8, SignJWT } from 'jose';
import type { AppleSetting } from '../config-social.ts';

/** Apple refuses a client secret that lives longer than 6 months (15 777 000 s); ours lives a month. */
export const APPLE_SECRET_MAX_SECONDS = 15_777_000;
export const APPLE_SECRET_SECONDS = 30 * 24 * 3600;
/** A secret is renewed a day before it expires, so none dies during a code exchange. */
export const APPLE_SECRET_RENEW_SECONDS = 24 * 3600;

/** Apple's ID token issuer, which its client secret names as audience whatever address serves the sandbox. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com';

/**
 * Sign in with Apple's client secret (issue 16 item 1): an ES256 JWT signed with the team's key — issuer the
 * team id, subject the Services ID, audience Apple, header kid the key id — made on first use and made again
 * before it expires. `now` is the platform's clock.
 */
export function createAppleClientSecret(setting: AppleSetting, now: () => Date = () => new Date()) {
  let key: ReturnType<typeof importPKCS8> | null = null;
  let current: { jwt: string; expiresAt: number } | null = null;

  return async function appleClientSecret(): Promise<string> {
    const seconds = Math.floor(now().getTime() / 1000);
    if (current && current.expiresAt - seconds > APPLE_SECRET_RENEW_SECONDS) return current.jwt;
    key ??= importPKCS8(setting.privateKey, 'ES256').catch((error) => {
      key = null;
      throw error;
    });
    const expiresAt = seconds + APPLE_SECRET_SECONDS;
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: setting.keyId })
      .setIssuer(setting.teamId)
      .setSubject(setting.clientId)
      .setAudience(APPLE_AUDIENCE)
      .setIssuedAt(seconds)
      .setExpirationTime(expiresAt)
      .sign(await key);
    current = { jwt, expiresAt };
    return jwt;
  };
}
