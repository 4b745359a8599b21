import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeTicket } from '../escpos/encoder.ts';
import { discoTickets } from '../ticket/disco-tickets.ts';
import { blockLines, layoutTicket } from '../ticket/layout.ts';
import { orderTicket } from '../ticket/order-ticket.ts';
import { printMessageTicket } from '../ticket/print-message.ts';
import { DEMO_ORDER, DEMO_RESTAURANT } from '../ticket/test-fixtures.ts';
import { createTransport } from '../transport/create-transport.ts';
import type { ReceivedTicket } from '../virtual-printer/received-ticket.ts';
import { ticketLines, ticketSymbols } from '../virtual-printer/received-ticket.ts';
import { startVirtualPrinter, type VirtualPrinter } from '../virtual-printer/virtual-printer.ts';

let printer: VirtualPrinter;
beforeEach(async () => {
  printer = await startVirtualPrinter({ port: 0, profile: 'star' });
});
afterEach(async () => {
  await printer.close();
});

/** The address a kiosk configures for a Star printer; it confirms by 'written' (no DLE EOT in Star Line Mode). */
const transport = () => createTransport(`tcp://${printer.host}:${printer.port}?profile=star`);

/** 'written' resolves once the bytes left the socket: wait for the printer to cut `count` tickets. */
function cutTickets(count: number): Promise<ReceivedTicket[]> {
  return new Promise((resolve) => {
    const check = () => {
      if (printer.tickets().length < count) return;
      printer.off('ticket', check);
      resolve(printer.tickets());
    };
    printer.on('ticket', check);
    check();
  });
}

describe('round trip: ticket model → Star Line Mode → TCP → virtual printer (star)', () => {
  it('reads back the same text lines, QR payload and PDF417 payload', async () => {
    const ticket = orderTicket(DEMO_ORDER, DEMO_RESTAURANT, {
      customPrinterMessage: '¡Gracias! ¿Nos visitas mañana? 5 € de descuento',
      customPaymentReceivedMessage: 'Pago recibido',
    });
    const link = transport();
    expect(link.profile).toBe('star');
    await link.send(encodeTicket(ticket, { profile: link.profile }));
    const [received] = await cutTickets(1);
    expect(received?.complete).toBe(true);
    expect(ticketLines(received!)).toEqual(blockLines(layoutTicket(ticket)));
    expect(ticketSymbols(received!, 'qr')).toEqual([
      'https://comanda.app/r/cl/cafe-nandu/1042/pedido/A1B2C3D4',
    ]);
    expect(ticketSymbols(received!, 'pdf417')).toEqual(['A1B2C3D4|34470|2025-03-01T15:30:00.000Z']);
  });

  it('keeps styles and alignment', async () => {
    await transport().send(encodeTicket(orderTicket(DEMO_ORDER, DEMO_RESTAURANT), { profile: 'star' }));
    const [name, number] = (await cutTickets(1))[0]!.items;
    expect(name).toMatchObject({ kind: 'text', align: 'center', text: 'Café Ñandú' });
    expect(name?.kind === 'text' && name.segments[0]).toMatchObject({ bold: true, width: 2, height: 2 });
    expect(number?.kind === 'text' && number.segments[0]).toMatchObject({ bold: true, width: 1, height: 2 });
  });

  it('splits tickets at each ESC d 3: disco mode gives one paper per unit', async () => {
    const joined = Buffer.concat(
      discoTickets(DEMO_ORDER, DEMO_RESTAURANT).map((t) => encodeTicket(t, { profile: 'star' })),
    );
    await transport().send(joined);
    const tickets = await cutTickets(6);
    expect(tickets.map((t) => ticketLines(t).at(-1))).toEqual([
      '1 de 6',
      '2 de 6',
      '3 de 6',
      '4 de 6',
      '5 de 6',
      '6 de 6',
    ]);
  });

  it('receives symbols sent as raster images as pictures', async () => {
    const ticket = printMessageTicket({ h: 'Prueba', qrpost: 'https://comanda.app/x', qrpostt: 'QR' });
    await transport().send(
      encodeTicket(ticket, { profile: 'star', capabilities: { qr: false, pdf417: false } }),
    );
    const items = (await cutTickets(1))[0]!.items;
    expect(items.map((item) => item.kind)).toEqual(['text', 'text', 'image']);
  });

  it('answers no DLE EOT, as Star Line Mode does not: a status-confirmed send times out', async () => {
    const strict = createTransport(`tcp://${printer.host}:${printer.port}?profile=star`, {
      tcp: { confirm: 'status', statusTimeoutMs: 100 },
    });
    await expect(
      strict.send(encodeTicket(printMessageTicket({ c: 'uno' }), { profile: 'star' })),
    ).rejects.toMatchObject({ code: 'timeout' });
  });
});
