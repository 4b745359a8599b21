import { createAccountsClient, createOrdersClient } from '@comanda/api-client';
import { ZRoleProfile } from '@comanda/domain';
import * as z from 'zod/mini';
import { api, siteCallOptions } from '../../../lib/api.ts';
import { authedCall } from '../../../lib/authed-call.ts';
import { staffToken } from '../store/staff-board-store.ts';

/** Same-origin clients carrying the kitchen session's token (module 5000), kept apart from a diner's. */
const options = { ...siteCallOptions, token: () => staffToken() ?? undefined };
export const staffAccounts = createAccountsClient(options);
export const staffOrders = createOrdersClient(options);

/** GET /sapi/perfiles?xmod=5000: the venues the roles allow (spec/3 §7). */
export const staffProfiles = () =>
  authedCall('GET', '/sapi/perfiles', z.object({ profiles: z.array(ZRoleProfile) }), undefined, {
    xmod: 5000,
    token: staffToken() ?? undefined,
  });

/** A venue's name from its restaurant and local ids (GET /srv/test with xir, xil). */
export const venueName = async (ir: string, il: string) => {
  try {
    return (await api.restaurantInfo({ xir: ir, xil: il })).nombre;
  } catch {
    return `${ir}-${il}`;
  }
};
