import { createAccountsClient, createKioskPairingClient } from '@comanda/api-client';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { siteCallOptions } from '../../../lib/api.ts';

/** Same-origin clients that carry the technician's token. */
const options = { ...siteCallOptions, token: () => useAdminSession.getState().token ?? undefined };
export const accounts = createAccountsClient(options);
export const pairing = createKioskPairingClient(options);
