import { createOrdersClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { storedSession } from '../../../lib/session.ts';

/** The diner's orders calls with the stored session token (spec/1 §7 User orders, Cancel order). */
export const ordersApi = createOrdersClient({
  ...siteCallOptions,
  token: () => storedSession() ?? undefined,
});
