import type { TSocialProvider } from '@comanda/domain';

/**
 * The social providers the login panel offers (issue 16 item 1; spec/2 §2 'Sign-in'), each as its protocol
 * asks: Google and LinkedIn over OpenID Connect with a client secret; Apple over OpenID Connect with a client
 * secret it signs itself (an ES256 JWT of the team's key) and its answer posted back (form_post); Facebook
 * and VKontakte over plain OAuth 2 (no discovery, no ID token: the person is read from their profile call).
 */
export type SocialProviderSetting = OidcSetting | AppleSetting | OAuth2Setting;

export type OidcSetting = {
  id: 'google' | 'linkedin';
  kind: 'oidc';
  /** The issuer whose /.well-known/openid-configuration describes the provider. */
  issuer: string;
  clientId: string;
  clientSecret: string;
};

export type AppleSetting = {
  id: 'apple';
  kind: 'apple';
  issuer: string;
  /** The Services ID registered for the web sign-in. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** The team's Sign in with Apple key (PKCS#8 PEM, P-256): it signs the client secret. */
  privateKey: string;
  /**
   * Host names where the login panel does not offer Apple (spec/2 §2 'Apple hidden on some hosts'):
   * COMANDA_OIDC_APPLE_HIDDEN_HOSTS, comma-separated, lower case.
   */
  hiddenHosts: string[];
};

export type OAuth2Setting = {
  id: 'facebook' | 'vk';
  kind: 'oauth2';
  clientId: string;
  /** Facebook's app secret; VK ID's code exchange uses PKCE without one, so it may be empty there. */
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Facebook: the versioned Graph base URL (its /me); VK: the user_info endpoint. */
  profileUrl: string;
};

/** The variables' middle part per provider: COMANDA_OIDC_GOOGLE_ISSUER, … COMANDA_OIDC_VK_CLIENT_ID. */
const ENV_NAME: Record<TSocialProvider, string> = {
  google: 'GOOGLE',
  facebook: 'FACEBOOK',
  linkedin: 'LINKEDIN',
  apple: 'APPLE',
  vk: 'VK',
};

/** The real providers' addresses; each is overridable by its variable (the sandbox's, a new Graph version). */
export const FACEBOOK_GRAPH = 'https://graph.facebook.com/v23.0';
export const SOCIAL_DEFAULTS = {
  facebook: {
    AUTHORIZE_URL: 'https://www.facebook.com/v23.0/dialog/oauth',
    GRAPH_URL: FACEBOOK_GRAPH,
    /** Empty: the Graph base's /oauth/access_token. */
    TOKEN_URL: '',
  },
  vk: {
    AUTHORIZE_URL: 'https://id.vk.com/authorize',
    TOKEN_URL: 'https://id.vk.com/oauth2/auth',
    USER_INFO_URL: 'https://id.vk.com/oauth2/user_info',
  },
  apple: { ISSUER: 'https://appleid.apple.com', HIDDEN_HOSTS: '' },
} as const;

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/;

/**
 * Each provider is on when its required variables are set and off when none is; a half-configured provider
 * stops the start naming what is missing. Addresses are https, or http on this machine outside production
 * (the local provider).
 */
export function readSocialProviders(
  env: NodeJS.ProcessEnv,
  mode: { production: boolean },
): SocialProviderSetting[] {
  const reader = (id: TSocialProvider) => {
    const prefix = `COMANDA_OIDC_${ENV_NAME[id]}_`;
    const value = (name: string) => env[`${prefix}${name}`]?.trim() ?? '';
    return {
      prefix,
      value,
      /** The provider's variables, or null when none of `required` (nor `optional`) is set. */
      read<R extends string, O extends string>(
        required: readonly R[],
        optional: Partial<Record<O, string>> = {},
      ): (Record<R, string> & Record<O, string>) | null {
        const every = [...required, ...(Object.keys(optional) as O[])];
        if (every.every((name) => !value(name))) return null;
        const missing = required.filter((name) => !value(name)).map((name) => prefix + name);
        if (missing.length) throw new Error(`${prefix}* incompleto, falta ${missing.join(' y ')}`);
        const read = Object.fromEntries(every.map((name) => [name, value(name) || optional[name as O]]));
        return read as Record<R, string> & Record<O, string>;
      },
      /** An address the platform calls or sends the diner to: https, or loopback http outside production. */
      url(name: string, url: string) {
        if (/^https:\/\/[^\s]+$/.test(url) || (!mode.production && LOOPBACK.test(url))) return url;
        throw new Error(
          `${prefix}${name} debe ser una URL https:// (http solo en esta máquina fuera de producción): ${url}`,
        );
      },
      /** A variable of another protocol's shape, left from an older configuration: said, not ignored. */
      refuse(name: string, why: string) {
        if (value(name)) throw new Error(`${prefix}${name} no se usa: ${why}`);
      },
    };
  };

  const oidc = (id: 'google' | 'linkedin'): SocialProviderSetting[] => {
    const env = reader(id);
    const vars = env.read(['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET']);
    if (!vars) return [];
    const issuer = env.url('ISSUER', vars.ISSUER);
    return [{ id, kind: 'oidc', issuer, clientId: vars.CLIENT_ID, clientSecret: vars.CLIENT_SECRET }];
  };

  const apple = (): SocialProviderSetting[] => {
    const env = reader('apple');
    env.refuse(
      'CLIENT_SECRET',
      'Apple firma el secreto con la clave del equipo (TEAM_ID, KEY_ID, PRIVATE_KEY)',
    );
    const vars = env.read(['CLIENT_ID', 'TEAM_ID', 'KEY_ID', 'PRIVATE_KEY'], SOCIAL_DEFAULTS.apple);
    if (!vars) return [];
    // A PEM in one line of an environment file keeps its line breaks as \n.
    const privateKey = vars.PRIVATE_KEY.replace(/\\n/g, '\n');
    if (!/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\s*$/.test(privateKey))
      throw new Error(`${env.prefix}PRIVATE_KEY debe ser la clave .p8 de Apple (PEM "BEGIN PRIVATE KEY")`);
    return [
      {
        id: 'apple',
        kind: 'apple',
        issuer: env.url('ISSUER', vars.ISSUER),
        clientId: vars.CLIENT_ID,
        teamId: vars.TEAM_ID,
        keyId: vars.KEY_ID,
        privateKey,
        hiddenHosts: vars.HIDDEN_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      },
    ];
  };

  const facebook = (): SocialProviderSetting[] => {
    const env = reader('facebook');
    env.refuse('ISSUER', 'Facebook es OAuth 2 sin descubrimiento (AUTHORIZE_URL, TOKEN_URL, GRAPH_URL)');
    const vars = env.read(['CLIENT_ID', 'CLIENT_SECRET'], SOCIAL_DEFAULTS.facebook);
    if (!vars) return [];
    const graph = env.url('GRAPH_URL', vars.GRAPH_URL.replace(/\/+$/, ''));
    return [
      {
        id: 'facebook',
        kind: 'oauth2',
        clientId: vars.CLIENT_ID,
        clientSecret: vars.CLIENT_SECRET,
        authorizationUrl: env.url('AUTHORIZE_URL', vars.AUTHORIZE_URL),
        tokenUrl: env.url('TOKEN_URL', vars.TOKEN_URL || `${graph}/oauth/access_token`),
        profileUrl: graph,
      },
    ];
  };

  const vk = (): SocialProviderSetting[] => {
    const env = reader('vk');
    env.refuse('ISSUER', 'VK ID es OAuth 2.1 sin descubrimiento (AUTHORIZE_URL, TOKEN_URL, USER_INFO_URL)');
    const vars = env.read(['CLIENT_ID'], { ...SOCIAL_DEFAULTS.vk, CLIENT_SECRET: '' });
    if (!vars) return [];
    return [
      {
        id: 'vk',
        kind: 'oauth2',
        clientId: vars.CLIENT_ID,
        clientSecret: vars.CLIENT_SECRET,
        authorizationUrl: env.url('AUTHORIZE_URL', vars.AUTHORIZE_URL),
        tokenUrl: env.url('TOKEN_URL', vars.TOKEN_URL),
        profileUrl: env.url('USER_INFO_URL', vars.USER_INFO_URL),
      },
    ];
  };

  // The buttons' order (SOCIAL_PROVIDERS).
  return [...oidc('google'), ...facebook(), ...oidc('linkedin'), ...apple(), ...vk()];
}
