import {
  ZLoggedOut,
  ZLoginAnswer,
  ZLoginCodeSent,
  ZPasswordDone,
  ZPasswordResetLink,
  ZProfile,
  ZSocialProviders,
} from '@comanda/domain';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * Sign-in by e-mail code or password, registration and the password calls (spec/2 §4 'Login', §7), for staff
 * pages too (xmod picks the module).
 */
export function createAccountsClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    requestLoginCode: (em: string, lang: 'es' | 'en' = 'es') =>
      call('POST', '/mw/comandaapp/createuserapp', ZLoginCodeSent, {}, { em, lang }),
    login: (em: string, cd: string, xmod: number) =>
      call('POST', '/srv/security/login', ZLoginAnswer, {}, { em, cd, xmod }),
    loginWithPassword: (em: string, pw: string, xmod: number) =>
      call('POST', '/srv/security/login', ZLoginAnswer, {}, { em, pw, xmod }),
    /** Registration (spec/2 §4 'Register'): a confirmation link goes to the e-mail. */
    register: (em: string, nm: string, ln: string, lang: 'es' | 'en' = 'es') =>
      call('POST', '/mw/comandaapp/createuserapp', ZLoginCodeSent, {}, { em, nm, ln, lang }),
    /** The confirmation link's code (/l/profilecreated/{code}): signs the new account in. */
    confirmRegistration: (code: string) =>
      call('POST', '/srv/security/profilecreated', ZLoginAnswer, {}, { code }),
    /** Forgot password: a reset link goes to the e-mail (spec/2 §4 'Forgot'). */
    requestPasswordReset: (email: string, xmod: number) =>
      call('POST', '/sapi/pwdreset', ZPasswordDone, {}, { email, xmod }),
    checkResetLink: (idr: string, tgr: string) =>
      call('GET', '/sapi/pwdreset', ZPasswordResetLink, { tipo: '1', idr, tgr }),
    resetPassword: (email: string, pw: string, idr: string, tgr: string, xmod: number) =>
      call('POST', '/sapi/pwdreset', ZPasswordDone, {}, { email, xmod, pw, idr, tgr }),
    profile: () => call('GET', '/srv/profileinfo', ZProfile),
    /** The social sign-in providers the platform offers (issue 16 item 1): their buttons, none when empty. */
    socialProviders: () => call('GET', '/srv/security/oidc/providers', ZSocialProviders),
    /** The social sign-in callback's one-time ticket (/l/sociallogin?ticket=) for the session. */
    socialSession: (ticket: string) =>
      call('POST', '/srv/security/oidc/session', ZLoginAnswer, {}, { ticket }),
    logout: () => call('POST', '/srv/logoutuser', ZLoggedOut),
  };
}

export type AccountsClient = ReturnType<typeof createAccountsClient>;
