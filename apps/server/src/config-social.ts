import { SOCIAL_PROVIDERS, type TSocialProvider } from '@comanda/domain';

/** One OpenID Connect provider the login panel offers (issue 16 item 1; spec/2 §2 'Sign-in'). */
export type SocialProviderSetting = {
  id: TSocialProvider;
  /** The issuer whose /.well-known/openid-configuration describes the provider. */
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/** The variables' middle part per provider: COMANDA_OIDC_GOOGLE_ISSUER, … COMANDA_OIDC_VK_CLIENT_SECRET. */
const ENV_NAME: Record<TSocialProvider, string> = {
  google: 'GOOGLE',
  facebook: 'FACEBOOK',
  linkedin: 'LINKEDIN',
  apple: 'APPLE',
  vk: 'VK',
};

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/;

/**
 * Each provider is on when its three variables are set and off when none is; a half-configured provider
 * stops the start naming what is missing. Issuers are https, or http on this machine outside production
 * (a local provider).
 */
export function readSocialProviders(
  env: NodeJS.ProcessEnv,
  mode: { production: boolean },
): SocialProviderSetting[] {
  return SOCIAL_PROVIDERS.flatMap((id) => {
    const prefix = `COMANDA_OIDC_${ENV_NAME[id]}_`;
    const names = [`${prefix}ISSUER`, `${prefix}CLIENT_ID`, `${prefix}CLIENT_SECRET`] as const;
    const [issuer, clientId, clientSecret] = names.map((name) => env[name]?.trim() ?? '');
    if (!issuer && !clientId && !clientSecret) return [];
    const missing = names.filter((name) => !env[name]?.trim());
    if (missing.length) throw new Error(`${prefix}* incompleto, falta ${missing.join(' y ')}`);
    const secure = /^https:\/\/[^\s]+$/.test(issuer!) || (!mode.production && LOOPBACK.test(issuer!));
    if (!secure)
      throw new Error(
        `${names[0]} debe ser una URL https:// (http solo en esta máquina fuera de producción): ${issuer}`,
      );
    return [{ id, issuer: issuer!, clientId: clientId!, clientSecret: clientSecret! }];
  });
}
