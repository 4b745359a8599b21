import { createWaiterCallsClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { storedSession } from '../../../lib/session.ts';

/** The diner's calls from the table, carrying the diner's session (spec/1 §7 'Call waiter'). */
export const waiterCalls = createWaiterCallsClient({
  ...siteCallOptions,
  token: () => storedSession() ?? undefined,
});
