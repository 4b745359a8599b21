import { createAccountsClient, createReportsClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { useReportsSession } from '../store/reports-session.ts';

/** Same-origin clients that carry the report reader's token. */
const options = { ...siteCallOptions, token: () => useReportsSession.getState().token ?? undefined };
export const accounts = createAccountsClient(options);
export const reports = createReportsClient(options);
