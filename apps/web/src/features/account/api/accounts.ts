import { createAccountsClient } from '@comanda/api-client';
import { type TProfileSave, ZPasswordDone, ZProfile } from '@comanda/domain';
import { siteCallOptions } from '../../../lib/api.ts';
import { authedCall } from '../../../lib/authed-call.ts';
import { storedSession } from '../../../lib/session.ts';

const options = { ...siteCallOptions, token: () => storedSession() ?? undefined };

/** Sign-in, profile and logout with the diner's stored token (spec/2 §7). */
export const accounts = {
  ...createAccountsClient(options),
  /** POST /srv/profilesave: only the allowed fields (spec/2 §3); answers the saved profile. */
  saveProfile: (patch: TProfileSave) => authedCall('POST', '/srv/profilesave', ZProfile, patch),
  /** POST /sapi/chclave (spec/2 §7): the new password, and the old one where the account has one. */
  changePassword: (clave1: string, clave0?: string) =>
    authedCall(
      'POST',
      '/sapi/chclave',
      ZPasswordDone,
      clave0 === undefined ? { clave1 } : { clave1, clave0 },
    ),
};
