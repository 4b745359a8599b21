import { ApiError, type OrdersClient } from '@comanda/api-client';
import { isCardTerminalCode } from '@comanda/domain';
import * as z from 'zod';
import type { TChargeResult } from '../bridge/order-inputs.ts';
import type { CardTerminal } from './card-terminal.ts';
import type { DeviceStore } from './device-store.ts';
import type { OrderPlacement } from './order-placement.ts';

/** A terminal's answer not yet recorded by the server (KIOSKCHARGES), in POST /srv/kiosk/payment's shape. */
const ZChargeRecord = z.object({
  iped: z.string(),
  codigo: z.number().int(),
  terminal: z.string(),
  approved: z.boolean(),
  reference: z.string(),
  message: z.string(),
});
type ChargeRecord = z.infer<typeof ZChargeRecord>;

/** Unreported charges are sent again this often until the server has them. */
export const REPORT_RETRY_MS = 15_000;

/**
 * Card payment at the totem (spec/3 §4 'Payment'): the order is already saved; the terminal charges, the
 * answer is written to KIOSKCHARGES, then reported with POST /srv/kiosk/payment and only then forgotten.
 * A report that did not land is retried (on every charge and every REPORT_RETRY_MS), and an approved
 * charge still unreported is never charged again: the money is taken once and never lost.
 */
export function createCardPayment(opts: {
  store: DeviceStore;
  orders: Pick<OrderPlacement, 'current'>;
  client: () => OrdersClient;
  terminal: CardTerminal;
  currency: () => Promise<string>;
  log?: (message: string) => void;
}) {
  const { store } = opts;
  const log = opts.log ?? ((message: string) => console.warn(message));
  const records = (): ChargeRecord[] => {
    const parsed = z.array(ZChargeRecord).safeParse(store.get('KIOSKCHARGES'));
    return parsed.success ? parsed.data : [];
  };
  const forget = (done: ChargeRecord) =>
    store.set(
      'KIOSKCHARGES',
      records().filter((r) => r.reference !== done.reference),
    );

  /** The order's statuses once the server has the report; null while it does not. */
  async function report(record: ChargeRecord): Promise<{ sp: number; ss: number } | null> {
    try {
      const { iped, codigo, terminal, approved, reference, message } = record;
      const order = await opts
        .client()
        .reportKioskPayment({ iped, codigo, terminal, approved, reference, message });
      await forget(record);
      return { sp: order.sp, ss: order.ss };
    } catch (error) {
      log(`report charge ${record.reference}: ${error instanceof Error ? error.message : String(error)}`);
      // The server answered and refused (the attempt is recorded before the order moves, or the order is
      // not this device's): sending it again cannot change that.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) await forget(record);
      return null;
    }
  }

  let flushing: Promise<void> | null = null;
  const flush = (): Promise<void> => {
    flushing ??= (async () => {
      for (const record of records()) await report(record);
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  async function charge(): Promise<TChargeResult> {
    const order = opts.orders.current();
    if (!order || !isCardTerminalCode(order.prepago))
      return { approved: false, message: 'No hay un pedido con tarjeta que cobrar', order: null };
    await flush();
    // Charged before and the report is still out: wait for it, never charge the card a second time.
    const pending = records().find((r) => r.iped === order.iped && r.approved);
    if (pending) return { approved: true, message: pending.message, order: null };

    let answer: Awaited<ReturnType<CardTerminal['charge']>>;
    try {
      answer = await opts.terminal.charge({
        amount: order.total,
        currency: await opts.currency(),
        reference: order.iped,
      });
    } catch (error) {
      // No answer from the terminal: nothing was charged that we know of; the diner may try again.
      const message = error instanceof Error ? error.message : String(error);
      log(`card terminal: ${message}`);
      return { approved: false, message, order: null };
    }
    const record: ChargeRecord = {
      iped: order.iped,
      codigo: order.prepago,
      terminal: opts.terminal.id,
      ...answer,
    };
    await store.set('KIOSKCHARGES', [...records(), record]);
    return { approved: answer.approved, message: answer.message, order: await report(record) };
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    charge,
    flush,
    /** Unreported charges (tests; a technician's screen could show them). */
    pending: records,
    start(retryMs = REPORT_RETRY_MS) {
      void flush();
      timer = setInterval(() => {
        if (records().length > 0) void flush();
      }, retryMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

export type CardPayment = ReturnType<typeof createCardPayment>;
