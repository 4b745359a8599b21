import { ZLoggedOut, ZLoginAnswer, ZLoginCodeSent, ZProfile } from '@comanda/domain';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './client.ts';

/** Sign-in by e-mail code (spec/2 §4 'Login', §7), for staff pages too (xmod picks the module). */
export function createAccountsClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    requestLoginCode: (em: string, lang: 'es' | 'en' = 'es') =>
      call('POST', '/mw/comandaapp/createuserapp', ZLoginCodeSent, {}, { em, lang }),
    login: (em: string, cd: string, xmod: number) =>
      call('POST', '/srv/security/login', ZLoginAnswer, {}, { em, cd, xmod }),
    profile: () => call('GET', '/srv/profileinfo', ZProfile),
    logout: () => call('POST', '/srv/logoutuser', ZLoggedOut),
  };
}

export type AccountsClient = ReturnType<typeof createAccountsClient>;
