import {
  createAccountsClient,
  createBookingsClient,
  createKitchenBoardClient,
  createOrdersClient,
  createWaiterCallsClient,
} from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { staffToken } from '../store/staff-session.ts';

/** Same-origin clients carrying the kitchen session's token (module 5000), kept apart from a diner's. */
const options = { ...siteCallOptions, token: () => staffToken() ?? undefined };
export const staffAccounts = createAccountsClient(options);
export const staffOrders = createOrdersClient(options);
export const kitchenBoard = createKitchenBoardClient(options);
export const staffWaiterCalls = createWaiterCallsClient(options);
export const staffBookings = createBookingsClient(options);
