import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSocialProviders } from './config-social.ts';

// Social sign-in's configuration per provider (issue 16 item 1): each protocol's variables, the real providers'
// addresses by default, overridable by URL (the sandbox), https only in production.
const DEV = { production: false };
const PROD = { production: true };
const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();
const APPLE = {
  COMANDA_OIDC_APPLE_CLIENT_ID: 'cl.comanda.web',
  COMANDA_OIDC_APPLE_TEAM_ID: 'TEAM123456',
  COMANDA_OIDC_APPLE_KEY_ID: 'KEY1234567',
  COMANDA_OIDC_APPLE_PRIVATE_KEY: appleKey,
};

describe('Facebook over OAuth 2', () => {
  const facebook = { COMANDA_OIDC_FACEBOOK_CLIENT_ID: 'app-1', COMANDA_OIDC_FACEBOOK_CLIENT_SECRET: 's-1' };

  it("is on with its app id and secret, at Facebook's own addresses", () => {
    expect(readSocialProviders(facebook, PROD)).toEqual([
      {
        id: 'facebook',
        kind: 'oauth2',
        clientId: 'app-1',
        clientSecret: 's-1',
        authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
        profileUrl: 'https://graph.facebook.com/v23.0',
      },
    ]);
  });

  it('takes another Graph version, whose token endpoint follows, and a sandbox by URL', () => {
    const [v24] = readSocialProviders(
      { ...facebook, COMANDA_OIDC_FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v24.0/' },
      PROD,
    );
    expect(v24).toMatchObject({
      profileUrl: 'https://graph.facebook.com/v24.0',
      tokenUrl: 'https://graph.facebook.com/v24.0/oauth/access_token',
    });
    const sandbox = {
      ...facebook,
      COMANDA_OIDC_FACEBOOK_AUTHORIZE_URL: 'http://127.0.0.1:9400/auth',
      COMANDA_OIDC_FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9400/token',
      COMANDA_OIDC_FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9400/graph/v23.0',
    };
    expect(readSocialProviders(sandbox, DEV)[0]).toMatchObject({
      authorizationUrl: 'http://127.0.0.1:9400/auth',
      tokenUrl: 'http://127.0.0.1:9400/token',
      profileUrl: 'http://127.0.0.1:9400/graph/v23.0',
    });
    expect(() => readSocialProviders(sandbox, PROD)).toThrow(
      'COMANDA_OIDC_FACEBOOK_GRAPH_URL debe ser una URL https://',
    );
  });

  it('names what is missing, and refuses an OpenID Connect issuer', () => {
    expect(() => readSocialProviders({ COMANDA_OIDC_FACEBOOK_CLIENT_ID: 'app-1' }, DEV)).toThrow(
      'COMANDA_OIDC_FACEBOOK_* incompleto, falta COMANDA_OIDC_FACEBOOK_CLIENT_SECRET',
    );
    expect(() =>
      readSocialProviders({ COMANDA_OIDC_FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v24.0' }, DEV),
    ).toThrow('falta COMANDA_OIDC_FACEBOOK_CLIENT_ID y COMANDA_OIDC_FACEBOOK_CLIENT_SECRET');
    expect(() =>
      readSocialProviders({ ...facebook, COMANDA_OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com' }, DEV),
    ).toThrow('COMANDA_OIDC_FACEBOOK_ISSUER no se usa');
  });
});

describe('VKontakte over VK ID (OAuth 2.1)', () => {
  it('is on with its app id alone (PKCE, no secret), at id.vk.com', () => {
    expect(readSocialProviders({ COMANDA_OIDC_VK_CLIENT_ID: '5123' }, PROD)).toEqual([
      {
        id: 'vk',
        kind: 'oauth2',
        clientId: '5123',
        clientSecret: '',
        authorizationUrl: 'https://id.vk.com/authorize',
        tokenUrl: 'https://id.vk.com/oauth2/auth',
        profileUrl: 'https://id.vk.com/oauth2/user_info',
      },
    ]);
  });

  it('takes its addresses by URL, https in production', () => {
    const local = {
      COMANDA_OIDC_VK_CLIENT_ID: 'vk',
      COMANDA_OIDC_VK_USER_INFO_URL: 'http://localhost:9400/oauth2/user_info',
    };
    expect(readSocialProviders(local, DEV)[0]).toMatchObject({
      profileUrl: 'http://localhost:9400/oauth2/user_info',
    });
    expect(() => readSocialProviders(local, PROD)).toThrow('COMANDA_OIDC_VK_USER_INFO_URL');
    expect(() =>
      readSocialProviders({ COMANDA_OIDC_VK_TOKEN_URL: 'https://id.vk.com/oauth2/auth' }, DEV),
    ).toThrow('falta COMANDA_OIDC_VK_CLIENT_ID');
  });
});

describe('Apple with its signed client secret', () => {
  it("is on with the Services ID, team, key id and key, at Apple's issuer", () => {
    expect(readSocialProviders(APPLE, PROD)).toEqual([
      {
        id: 'apple',
        kind: 'apple',
        issuer: 'https://appleid.apple.com',
        clientId: 'cl.comanda.web',
        teamId: 'TEAM123456',
        keyId: 'KEY1234567',
        privateKey: appleKey.trim(),
        hiddenHosts: [],
      },
    ]);
  });

  it('names the hosts whose login panel leaves Apple out (spec/2 §2 "Apple hidden on some hosts")', () => {
    const [apple] = readSocialProviders(
      { ...APPLE, COMANDA_OIDC_APPLE_HIDDEN_HOSTS: ' Kiosko.Example, ,otro.example ' },
      PROD,
    );
    expect(apple).toMatchObject({ id: 'apple', hiddenHosts: ['kiosko.example', 'otro.example'] });
  });

  it('reads a key written on one line with \\n, and refuses what is no PEM key', () => {
    const oneLine = { ...APPLE, COMANDA_OIDC_APPLE_PRIVATE_KEY: appleKey.trim().replace(/\n/g, '\\n') };
    expect(readSocialProviders(oneLine, PROD)[0]).toMatchObject({ privateKey: appleKey.trim() });
    expect(() => readSocialProviders({ ...APPLE, COMANDA_OIDC_APPLE_PRIVATE_KEY: 'abc' }, PROD)).toThrow(
      'COMANDA_OIDC_APPLE_PRIVATE_KEY debe ser la clave .p8 de Apple',
    );
  });

  it('names what is missing, refuses a fixed secret, and takes a sandbox issuer outside production', () => {
    expect(() => readSocialProviders({ COMANDA_OIDC_APPLE_CLIENT_ID: 'x' }, DEV)).toThrow(
      'falta COMANDA_OIDC_APPLE_TEAM_ID y COMANDA_OIDC_APPLE_KEY_ID y COMANDA_OIDC_APPLE_PRIVATE_KEY',
    );
    expect(() => readSocialProviders({ ...APPLE, COMANDA_OIDC_APPLE_CLIENT_SECRET: 'fixed' }, DEV)).toThrow(
      'COMANDA_OIDC_APPLE_CLIENT_SECRET no se usa',
    );
    const local = { ...APPLE, COMANDA_OIDC_APPLE_ISSUER: 'http://127.0.0.1:9400' };
    expect(readSocialProviders(local, DEV)[0]).toMatchObject({ issuer: 'http://127.0.0.1:9400' });
    expect(() => readSocialProviders(local, PROD)).toThrow('COMANDA_OIDC_APPLE_ISSUER');
  });
});

it('keeps the buttons’ order whatever the variables’ order', () => {
  const all = {
    COMANDA_OIDC_VK_CLIENT_ID: 'vk',
    ...APPLE,
    COMANDA_OIDC_LINKEDIN_ISSUER: 'https://www.linkedin.com/oauth',
    COMANDA_OIDC_LINKEDIN_CLIENT_ID: 'li',
    COMANDA_OIDC_LINKEDIN_CLIENT_SECRET: 'li-s',
    COMANDA_OIDC_FACEBOOK_CLIENT_ID: 'fb',
    COMANDA_OIDC_FACEBOOK_CLIENT_SECRET: 'fb-s',
    COMANDA_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    COMANDA_OIDC_GOOGLE_CLIENT_ID: 'g',
    COMANDA_OIDC_GOOGLE_CLIENT_SECRET: 'g-s',
  };
  expect(readSocialProviders(all, PROD).map((p) => `${p.id}:${p.kind}`)).toEqual([
    'google:oidc',
    'facebook:oauth2',
    'linkedin:oidc',
    'apple:apple',
    'vk:oauth2',
  ]);
});
