import { createAccountsClient, createKioskPairingClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { useStaffSession } from '../store/staff-session.ts';

/** Same-origin clients that carry the technician's token. */
const options = { ...siteCallOptions, token: () => useStaffSession.getState().token ?? undefined };
export const accounts = createAccountsClient(options);
export const pairing = createKioskPairingClient(options);
