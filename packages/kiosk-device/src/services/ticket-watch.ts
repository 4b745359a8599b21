import type { KioskEvent } from '../bridge/events.ts';

const REMEMBERED = 100;

/** The order id of a print job's args when it is an order ticket (the server's `dte` shape). */
function orderIdOf(args: unknown): string | null {
  if (typeof args !== 'object' || args === null) return null;
  const { kind, order } = args as { kind?: unknown; order?: { id?: unknown } };
  return kind === 'order' && typeof order?.id === 'string' ? order.id : null;
}

/**
 * Which orders' tickets this device has printed (spec/3 §4: PaymentReceived's 'printed' turns true on the
 * print-done signal). The ticket is the server's job, printed by the outbox sync; this only listens, so
 * PaymentReceived never prints a second copy. A ticket printed before the screen asked is remembered.
 */
export function createTicketWatch(emit: (event: KioskEvent) => void) {
  const printed: string[] = [];
  return {
    /** The outbox sync printed a job: an order ticket is told to the renderer. */
    jobPrinted(args: unknown): void {
      const iped = orderIdOf(args);
      if (!iped) return;
      if (!printed.includes(iped)) printed.push(iped);
      if (printed.length > REMEMBERED) printed.shift();
      emit({ type: 'ticket', iped });
    },
    isPrinted: (iped: string) => printed.includes(iped),
  };
}
