import { ApiError, type OrdersClient } from '@comanda/api-client';
import {
  CHECKOUT_REFUSALS,
  DEFAULT_LANGUAGE,
  kioskOrderRequest,
  type Language,
  type TOrder,
  type TSaveOrderRequestInput,
  ZCart,
} from '@comanda/domain';
import * as z from 'zod';
import type { TPlacedOrder, TPlaceOrderResult } from '../bridge/order-inputs.ts';
import type { DeviceStore } from './device-store.ts';
import type { KioskSession } from './session.ts';

/** KIOSKORDER: the request as first sent (with its key), and the order once the server answered. */
const ZOrderRecord = z.object({
  key: z.string(),
  request: z.record(z.string(), z.unknown()),
  iped: z.string().nullable(),
  /** The server's total (minor units): what a card terminal charges. */
  total: z.number().default(0),
});
type OrderRecord = z.infer<typeof ZOrderRecord>;

const placed = (order: TOrder, redirect: string | null, serverUrl: string): TPlacedOrder => ({
  iped: order.iped,
  number: order.io,
  total: order.det.total,
  sp: order.sp,
  ss: order.ss,
  payUrl: redirect ? new URL(redirect, serverUrl).toString() : null,
});

/**
 * Saves the kiosk cart as an order (spec/3 §4 'Payment'; POST /srv/saveorder?kio=1 as the device). The
 * idempotency key is stored in KIOSKORDER before the request leaves, and kept until the order is settled
 * or cancelled: a renderer reload, a retry after a lost answer or a second tap answers the same order. A
 * different request (another method, a changed cart) cancels the unpaid order and starts a new key.
 */
export function createOrderPlacement(opts: {
  store: DeviceStore;
  session: KioskSession;
  client: () => OrdersClient;
  terminalId: string;
  serverUrl: string;
  newKey?: () => string;
  log?: (message: string) => void;
  /**
   * Whether the card terminal approved a charge of this order that the server has not recorded yet
   * (card-payment.ts): that money is taken and its report will pay the order, so it is never cancelled.
   */
  chargedAwaitingReport?: (iped: string) => boolean;
}) {
  const { store, session } = opts;
  const newKey = opts.newKey ?? (() => crypto.randomUUID().replaceAll('-', ''));
  const log = opts.log ?? ((message: string) => console.warn(message));
  // One placement at a time: a double tap must not race two keys into the store.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  const current = (): OrderRecord | null => {
    const parsed = ZOrderRecord.safeParse(store.get('KIOSKORDER'));
    return parsed.success ? parsed.data : null;
  };

  async function cancelAtServer(iped: string): Promise<void> {
    if (opts.chargedAwaitingReport?.(iped)) return log(`order ${iped} was charged: not cancelled`);
    try {
      await opts.client().cancelOrder(iped);
    } catch (error) {
      // Already paid or cancelled, or offline: nothing a diner can do; the board still shows it.
      log(`cancel order ${iped}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function place(input: {
    prepago: number;
    contact: { name: string; email: string; phone: string } | null;
    /** The totem's language; Spanish, the default, when not said. */
    language?: Language;
  }): Promise<TPlaceOrderResult> {
    const identity = session.identity();
    const cart = ZCart.safeParse(store.get('KIOSKCART'));
    if (!identity || !cart.success || cart.data.dl.length === 0)
      return { ok: false, error: 'others', message: 'No hay un pedido que guardar' };
    const build = (key: string) =>
      kioskOrderRequest({
        cart: cart.data,
        irl: `${identity.ir}-${identity.il}`,
        dk: identity.dk,
        prepago: input.prepago,
        terminal: opts.terminalId,
        contact: input.contact,
        language: input.language ?? DEFAULT_LANGUAGE,
        idempotencyKey: key,
      });

    let record = current();
    if (record) {
      const again = build(record.key);
      if (JSON.stringify(again) !== JSON.stringify(record.request)) {
        if (record.iped) await cancelAtServer(record.iped);
        record = null;
      }
    }
    if (!record) {
      const key = newKey();
      record = { key, request: build(key), iped: null, total: 0 };
      await store.set('KIOSKORDER', record);
    }
    const saving = record;
    try {
      const answer = await opts.client().saveOrder(saving.request as TSaveOrderRequestInput);
      if (answer.preflight) throw new Error('unexpected preflight answer');
      await store.set('KIOSKORDER', { ...saving, iped: answer.order.iped, total: answer.order.det.total });
      return { ok: true, order: placed(answer.order, answer.redirect, opts.serverUrl) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`save order: ${message}`);
      const shift = error instanceof ApiError && error.key === CHECKOUT_REFUSALS.kioskShift.key;
      return { ok: false, error: shift ? 'shift' : 'others', message };
    }
  }

  return {
    place: (input: Parameters<typeof place>[0]) => serial(() => place(input)),
    /** The order being paid: its id, method and total, or null before it was saved. */
    current: () => {
      const record = current();
      return record?.iped
        ? { iped: record.iped, prepago: Number(record.request.prepago), total: record.total }
        : null;
    },
    /**
     * 'Cancelar pedido' (PayOrder, the payment error screen) and every inactivity reset: the unpaid order is
     * cancelled at the platform (GET /srv/cancelorder as this device; its stock goes back, a paid order is
     * refused there), then the cart and the record go.
     */
    cancel: () =>
      serial(async () => {
        const iped = current()?.iped;
        if (iped) await cancelAtServer(iped);
        await store.delete('KIOSKORDER');
        await store.delete('KIOSKCART');
      }),
    /** PaymentReceived: the order is paid; cart and order record are cleared (spec/3 §4). */
    settle: () =>
      serial(async () => {
        await store.delete('KIOSKORDER');
        await store.delete('KIOSKCART');
      }),
  };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
