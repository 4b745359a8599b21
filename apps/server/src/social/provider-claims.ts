import type { TSocialProvider } from '@comanda/domain';

/** What a provider says about the person who signed in, as the account linking reads it. */
export type ProviderClaims = {
  subject: string;
  email: string | null;
  /** Only an e-mail the provider vouches for links or makes an account (store/social-logins.ts). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  locale: string;
};

/** The secrets of one sign-in, made at its start and checked at its callback. */
export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

/**
 * How the provider sent the diner back: the callback's URL, and the form it posted when it answers by
 * form_post (Apple), null when it answered in the query.
 */
export type ProviderCallback = { url: URL; form: URLSearchParams | null };

/** One protocol's adapter: the authorization URL of a new sign-in, and the person of its callback. */
export type SocialAdapter = {
  begin(): Promise<{ url: string; checks: SignInChecks }>;
  /** Throws on any failure of the exchange, the checks or the profile call. */
  finish(callback: ProviderCallback, checks: SignInChecks): Promise<ProviderClaims>;
};

/** This site's callback for a provider, the redirect URI registered there. */
export const callbackUrl = (publicUrl: string, id: TSocialProvider) =>
  `${publicUrl}/srv/security/oidc/${id}/callback`;

export const claimText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A boolean claim as providers send it: true, or Apple's "true". */
export const claimTrue = (value: unknown) => value === true || value === 'true';
