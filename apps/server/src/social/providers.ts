import type { TSocialProvider } from '@comanda/domain';
import type { SocialProviderSetting } from '../config-social.ts';
import { createOAuth2Adapter } from './oauth2-providers.ts';
import { createOidcAdapter } from './oidc-providers.ts';
import type { ProviderCallback, SignInChecks, SocialAdapter } from './provider-claims.ts';

/**
 * The configured social providers (issue 16 item 1), each through its protocol's adapter: OpenID Connect for
 * Google, LinkedIn and Apple (oidc-providers.ts), OAuth 2 for Facebook and VKontakte (oauth2-providers.ts). The
 * redirect URI is this site's callback for the provider, at the public origin.
 */
export function createSocialProviders(
  settings: SocialProviderSetting[],
  publicUrl: string,
  clock: () => Date,
) {
  const adapters = new Map<TSocialProvider, SocialAdapter>(
    settings.map((setting) => [
      setting.id,
      setting.kind === 'oauth2'
        ? createOAuth2Adapter(setting, publicUrl)
        : createOidcAdapter(setting, publicUrl, clock),
    ]),
  );
  const adapter = (id: TSocialProvider) => {
    const found = adapters.get(id);
    if (!found) throw new Error(`social provider ${id} is not configured`);
    return found;
  };
  return {
    ids: settings.map((setting) => setting.id),
    has: (id: TSocialProvider) => adapters.has(id),
    /** New secrets for a sign-in and the provider's authorization URL that carries them. */
    begin: (id: TSocialProvider) => adapter(id).begin(),
    /** The person of a callback; throws on any failure of the exchange, the checks or the profile call. */
    finish: (id: TSocialProvider, callback: ProviderCallback, checks: SignInChecks) =>
      adapter(id).finish(callback, checks),
  };
}

export type SocialProviders = ReturnType<typeof createSocialProviders>;
