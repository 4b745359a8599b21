import * as z from 'zod/mini';
import { text } from './safe-input.ts';

/**
 * Social sign-in (spec/2 §2 'Sign-in': Google, Facebook, LinkedIn, Apple, and VKontakte's redirect; §7 'Social
 * OAuth redirects'; §8 bit 4096; issue 16 item 1), through OpenID Connect's authorization code flow with PKCE.
 * The order is the buttons' order; only the providers the platform has configured are offered.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin', 'apple', 'vk'] as const;
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS);
export type TSocialProvider = z.infer<typeof ZSocialProvider>;

/** The providers' own names, shown on their buttons (brand names: the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Record<TSocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  vk: 'VKontakte',
};

/**
 * GET /srv/security/oidc/providers: which buttons to show; `sandbox` when the local identity provider stands in
 * for them (development), so the panel can say so.
 */
export const ZSocialProviders = z.object({ providers: z.array(ZSocialProvider), sandbox: z.boolean() });
export type TSocialProviders = z.infer<typeof ZSocialProviders>;

/** A path of this site to come back to after signing in: '/…', never '//host' or a scheme (open redirect). */
export const ZReturnPath = text({ max: 500 }).check(z.regex(/^\/(?![/\\])[^\s]*$/, 'p1_err_v_return_path'));

/** The path to come back to, or the home page when it is missing or not one of this site's paths. */
export function returnPathOf(value: unknown): string {
  const parsed = ZReturnPath.safeParse(value);
  return parsed.success ? parsed.data : '/';
}

/** GET /srv/security/oidc/{provider}/start: `back` is where the diner was (returnPathOf decides). */
export const ZSocialStartQuery = z.object({ back: z.optional(text({ max: 500 })) });

/** The provider's answer at the callback: a code and the state, or an error (the diner refused, cancelled). */
export const ZSocialCallbackQuery = z.object({
  code: z.optional(text({ max: 2000 })),
  state: z.optional(text({ max: 200 })),
  error: z.optional(text({ max: 200 })),
  error_description: z.optional(text({ max: 1000, multiline: true })),
  iss: z.optional(text({ max: 500 })),
  session_state: z.optional(text({ max: 500 })),
});

/**
 * The same answer posted as a form (response_mode=form_post: Apple): `user` is Apple's JSON with the person's name,
 * sent on the first sign-in only.
 */
export const ZSocialCallbackForm = z.object({
  code: z.optional(text({ max: 2000 })),
  state: z.optional(text({ max: 200 })),
  error: z.optional(text({ max: 200 })),
  error_description: z.optional(text({ max: 1000, multiline: true })),
  iss: z.optional(text({ max: 500 })),
  user: z.optional(text({ max: 2000 })),
});

/** A provider's word for the diner cancelling at its pages: OAuth's, and Apple's own. */
export const SOCIAL_CANCELLED = ['access_denied', 'user_cancelled_authorize'] as const;

/**
 * POST /srv/security/oidc/session: the one-time ticket the callback handed the browser (/l/sociallogin?ticket=),
 * exchanged for the session like a login's answer.
 */
export const ZSocialSessionRequest = z.object({ ticket: text({ max: 100 }) });

/**
 * How a social sign-in fails, as the callback tells the page /l/sociallogin?error=: the code and the text key.
 * 4096 is spec/2 §8's: the provider gave no e-mail (its permission was denied).
 */
export const SOCIAL_ERROR_KEYS = {
  '4096': 'm1_err_social_email',
  social_unverified: 'm1_err_social_unverified',
  social_cancelled: 'm1_err_social_cancelled',
  social_expired: 'm1_err_social_expired',
  social_failed: 'm1_err_social_failed',
} as const;
export type TSocialError = keyof typeof SOCIAL_ERROR_KEYS;
export const isSocialError = (code: unknown): code is TSocialError =>
  typeof code === 'string' && Object.hasOwn(SOCIAL_ERROR_KEYS, code);
