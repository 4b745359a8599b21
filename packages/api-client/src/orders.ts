import {
  DEFAULT_LANGUAGE,
  type Language,
  type TSaveOrderRequestInput,
  type TStaffAction,
  type TTableBillPayInput,
  ZCheckInSeat,
  ZCheckInTable,
  ZGuestSession,
  ZOrder,
  ZPayOrderAnswer,
  ZPrintJob,
  ZSaveOrderAnswer,
  ZStaffOrder,
  ZTableBill,
  ZTableBillPayAnswer,
} from '@comanda/domain';
import * as z from 'zod/mini';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * Orders, payments, the staff board and the print outbox (spec/1 §4, §7; spec/3 §4, §7). A kiosk client
 * (options.kiosk) sends kio=1 and its device token as the bearer; a web client its session token.
 */
export function createOrdersClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    /**
     * POST /srv/saveorder. The idempotency key goes in the body (the server also reads an Idempotency-Key
     * header): send the same key when retrying after a lost answer, and the same order comes back.
     */
    saveOrder: (request: TSaveOrderRequestInput) =>
      call('POST', '/srv/saveorder', ZSaveOrderAnswer, {}, request),
    /** The totals and delivery quote the order would have; nothing is created. */
    preflight: (request: TSaveOrderRequestInput) =>
      call('POST', '/srv/saveorder', ZSaveOrderAnswer, { preflight: 1 }, { ...request, preflight: true }),
    /**
     * The same pricing for a diner not signed in yet (POST /srv/saveorder/preflight, issue 16 item 3): the
     * checkout's fee and total before sign-in; saving still needs the session.
     */
    preflightSignedOut: (request: TSaveOrderRequestInput) =>
      call('POST', '/srv/saveorder/preflight', ZSaveOrderAnswer, {}, { ...request, preflight: true }),
    /** GET /srv/checkin/table: the venue's table a QR path names; 404 'Mesa no encontrada' (spec/1 §4). */
    checkInTable: (irl: string, mesa: string, dk = '') =>
      call('GET', '/srv/checkin/table', ZCheckInTable, { irl, mesa, dk }),
    /**
     * POST /srv/checkin/guest: an anonymous guest's session at the venue's table ('Guest', id 1), where the
     * venue takes guests (spec/2 §4 'Guest login by table'); 403 elsewhere. `idi`, the language the site
     * shows, is the guest's profile's.
     */
    guestSession: (irl: string, mesa: string, dk = '', idi: Language = DEFAULT_LANGUAGE) =>
      call('POST', '/srv/checkin/guest', ZGuestSession, {}, { irl, mesa, dk, idi }),
    /** GET /srv/getuserorders: 1 in process, 2 history, 10 all. */
    userOrders: (tipo: 1 | 2 | 10 = 10) => call('GET', '/srv/getuserorders', z.array(ZOrder), { tipo }),
    /** GET /srv/getorder: one of the caller's orders; another's id is a 404 'no encontrado'. */
    order: (iped: string) => call('GET', '/srv/getorder', ZOrder, { iped }),
    /**
     * GET /srv/pedido: any order by the id its link carries ({venue}/pedido/{orderId}), for anyone holding
     * it, without the diner's contact, address or account.
     */
    linkedOrder: (iped: string) => call('GET', '/srv/pedido', ZOrder, { iped }),
    /**
     * POST /srv/pedido/pay: pay now through the order's link ({venue}/order/{orderId}/paying), no account
     * needed; the provider's page returns to the link's page. A 409 says why it is not payable.
     */
    payLinkedOrder: (iped: string) => call('POST', '/srv/pedido/pay', ZPayOrderAnswer, {}, { iped }),
    /** GET /srv/cancelorder: only while cancellable (ss 0, sp below 2), else a 409 with the reason. */
    cancelOrder: (iped: string) => call('GET', '/srv/cancelorder', ZOrder, { iped }),
    /**
     * POST /srv/payorder: pay now (spec/1 §4 'Pay later'), also after a declined payment: a new attempt on
     * the provider's page, answered with the order and the page to open; a 409 says why it is not payable.
     */
    payOrder: (iped: string) => call('POST', '/srv/payorder', ZPayOrderAnswer, {}, { iped }),
    /**
     * POST /srv/checkin/seat: a diner with a session sits at the table whose page is open; answers the table's
     * bill the diner may read (null while nobody ordered), for a diner with no order of their own.
     */
    sitAtTable: (irl: string, mesa: string, dk = '') =>
      call('POST', '/srv/checkin/seat', ZCheckInSeat, {}, { irl, mesa, dk }),
    /** GET /srv/getgaeorder: the table's bill, to a diner at it (ic: an order of the table or the bill). */
    tableBill: (ic: string) => call('GET', '/srv/getgaeorder', ZTableBill, { ic }),
    /** POST /srv/selectgaeorder: select or let go of a line; another diner's line is a 409. */
    selectBillLine: (ic: string, li: string, selected: boolean) =>
      call('POST', '/srv/selectgaeorder', ZTableBill, {}, { ic, li, selected }),
    /**
     * POST /srv/paygaeorder: pay some lines on the provider's page (answered with the page and the amounts
     * the server priced); a 409 says another diner pays them or the bill changed.
     */
    payTableBill: (request: TTableBillPayInput) =>
      call('POST', '/srv/paygaeorder', ZTableBillPayAnswer, {}, request),
    /** Kiosk: the card terminal's answer for an order saved before the charge. */
    reportKioskPayment: (report: {
      iped: string;
      codigo: number;
      terminal: string;
      approved: boolean;
      reference?: string;
      message?: string;
    }) => call('POST', '/srv/kiosk/payment', ZOrder, {}, report),
    /** Staff (module 5000): the venue's board. */
    staffOrders: (irl: string) => call('GET', '/srv/staff/orders', z.array(ZStaffOrder), { irl }),
    /** Staff: confirm, prepare, ready, finish, cancel or paid. */
    staffAction: (iped: string, action: TStaffAction) =>
      call('POST', '/srv/staff/order', ZStaffOrder, {}, { iped, action }),
    /** Staff: cancel one product line by its lir (st 170; the total stays, spec/1 §4, §8). */
    staffCancelLine: (iped: string, lir: number) =>
      call('POST', '/srv/staff/order/line', ZStaffOrder, {}, { iped, lir }),
    /** Device: print jobs not yet acknowledged. */
    pendingPrintJobs: () => call('GET', '/srv/print/pending', z.array(ZPrintJob)),
    /** Device: its own jobs and the restaurant's kitchen tickets it claims now (one device per ticket). */
    claimPrintJobs: () => call('POST', '/srv/print/claim', z.array(ZPrintJob), {}, {}),
    /** Device: a job is printed (idempotent). */
    ackPrintJob: (id: string) => call('POST', '/srv/print/ack', ZPrintJob, {}, { id }),
    /** Staff or device: a print message for a device (spec/3 §7 'Print'). */
    remotePrint: (args: Record<string, unknown>, device?: string) =>
      call(
        'POST',
        '/srv/print',
        z.object({ id: z.string(), device_id: z.string() }),
        {},
        { args, device, name: 'print', origen: 'APP', via: 'CLOUD' },
      ),
  };
}

export type OrdersClient = ReturnType<typeof createOrdersClient>;
