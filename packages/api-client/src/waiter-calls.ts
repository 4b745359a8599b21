import { type TSendMessageRequest, ZCheckInTable, ZWaiterCall } from '@comanda/domain';
import * as z from 'zod/mini';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * Calls from the tables (issue 14 item 4; spec/1 §7 'Call waiter'): a diner's client sends them, a kitchen
 * client (module 5000) lists its venue's open ones and acknowledges them.
 */
export function createWaiterCallsClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    /** POST /srv/sendmessage: call the waiter (check.waiter_ask) or ask for the bill (check.pay_account). */
    send: (request: TSendMessageRequest) => call('POST', '/srv/sendmessage', ZWaiterCall, {}, request),
    /** GET /srv/waitercalls/tables: the venue's tables and sectors, for the selectors (spec/1 §5). */
    tables: (irl: string, dk = '') =>
      call('GET', '/srv/waitercalls/tables', z.array(ZCheckInTable), { irl, dk }),
    /**
     * GET /srv/waitercalls/call?id=: one of the diner's own calls as it now is — read when the live socket
     * (re)connects, since an acknowledgement sent while it was away is not sent again.
     */
    mine: (id: string) => call('GET', '/srv/waitercalls/call', ZWaiterCall, { id }),
    /** GET /srv/staff/waitercalls: the venue's calls not yet acknowledged, oldest first. */
    open: (irl: string) => call('GET', '/srv/staff/waitercalls', z.array(ZWaiterCall), { irl }),
    /** POST /srv/staff/waitercalls/ack: the call as it now is; its diner hears it live. */
    acknowledge: (id: string) => call('POST', '/srv/staff/waitercalls/ack', ZWaiterCall, {}, { id }),
  };
}

export type WaiterCallsClient = ReturnType<typeof createWaiterCallsClient>;
