import { createAccountsClient, createReportsClient } from '@comanda/api-client';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { siteCallOptions } from '../../../lib/api.ts';

/** Same-origin clients that carry the report reader's token. */
const options = { ...siteCallOptions, token: () => useAdminSession.getState().token ?? undefined };
export const accounts = createAccountsClient(options);
export const reports = createReportsClient(options);
