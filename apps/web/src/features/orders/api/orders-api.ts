import { createOrdersClient } from '@comanda/api-client';
import { storedSession } from '../../../lib/session.ts';

/** The diner's orders calls with the stored session token (spec/1 §7 User orders, Cancel order). */
export const ordersApi = createOrdersClient({ baseUrl: '', token: () => storedSession() ?? undefined });
