import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeTicket } from '../escpos/encoder.ts';
import { discoTickets } from '../ticket/disco-tickets.ts';
import { blockLines, layoutTicket } from '../ticket/layout.ts';
import { orderTicket } from '../ticket/order-ticket.ts';
import { printMessageTicket } from '../ticket/print-message.ts';
import { DEMO_ORDER, DEMO_RESTAURANT } from '../ticket/test-fixtures.ts';
import { createTcpTransport } from '../transport/tcp-transport.ts';
import { ticketLines, ticketSymbols } from './received-ticket.ts';
import { renderTicketHtml } from './render-html.ts';
import { renderTicketSvg } from './render-svg.ts';
import { startVirtualPrinter, type VirtualPrinter } from './virtual-printer.ts';

let printer: VirtualPrinter;
beforeEach(async () => {
  printer = await startVirtualPrinter({ port: 0 });
});
afterEach(async () => {
  await printer.close();
});

const transport = () => createTcpTransport({ host: printer.host, port: printer.port, statusTimeoutMs: 1000 });

describe('round trip: ticket model → ESC/POS → TCP → virtual printer', () => {
  it('reads back the same text lines, QR payload and PDF417 payload', async () => {
    const ticket = orderTicket(DEMO_ORDER, DEMO_RESTAURANT, {
      customPrinterMessage: '¡Gracias! ¿Nos visitas mañana? 5 € de descuento',
      customPaymentReceivedMessage: 'Pago recibido',
    });
    await transport().send(encodeTicket(ticket));
    const [received] = printer.tickets();
    expect(received?.complete).toBe(true);
    expect(ticketLines(received!)).toEqual(blockLines(layoutTicket(ticket)));
    expect(ticketSymbols(received!, 'qr')).toEqual([
      'https://comanda.app/r/cl/cafe-nandu/1042/pedido/A1B2C3D4',
    ]);
    expect(ticketSymbols(received!, 'pdf417')).toEqual(['A1B2C3D4|34470|2025-03-01T15:30:00.000Z']);
  });

  it('keeps styles and alignment', async () => {
    await transport().send(encodeTicket(orderTicket(DEMO_ORDER, DEMO_RESTAURANT)));
    const [name, number] = printer.tickets()[0]!.items;
    expect(name).toMatchObject({ kind: 'text', align: 'center', text: 'Café Ñandú' });
    expect(name?.kind === 'text' && name.segments[0]).toMatchObject({ bold: true, width: 2, height: 2 });
    expect(number?.kind === 'text' && number.segments[0]).toMatchObject({ bold: true, width: 1, height: 2 });
  });

  it('splits tickets at each cut: disco mode gives one paper per unit', async () => {
    const tickets = discoTickets(DEMO_ORDER, DEMO_RESTAURANT);
    const joined = Buffer.concat(tickets.map((t) => encodeTicket(t)));
    await transport().send(joined);
    expect(printer.tickets().map((t) => ticketLines(t).at(-1))).toEqual([
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
    await transport().send(encodeTicket(ticket, { capabilities: { qr: false, pdf417: false } }));
    const items = printer.tickets()[0]!.items;
    expect(items.map((item) => item.kind)).toEqual(['text', 'text', 'image']);
  });

  it('emits each ticket as it is cut', async () => {
    const seen: number[] = [];
    printer.on('ticket', (t) => seen.push(t.id));
    await transport().send(encodeTicket(printMessageTicket({ c: 'uno' })));
    await transport().send(encodeTicket(printMessageTicket({ c: 'dos' })));
    expect(seen).toEqual([1, 2]);
  });
});

describe('paper preview', () => {
  it('renders HTML paper with monospace text, the width of the spec font size and SVG symbols', async () => {
    await transport().send(encodeTicket(orderTicket(DEMO_ORDER, DEMO_RESTAURANT)));
    const ticket = printer.tickets()[0]!;
    const html = renderTicketHtml(ticket, { columns: 38 });
    expect(html).toContain('font-size:16px');
    expect(html).toContain('Café Ñandú');
    expect(html).toMatch(/<span class="b[ "]/);
    // Served under a CSP without 'unsafe-inline', the markup carries no style attribute.
    expect(html).not.toContain('style="');
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).toContain('title="https://comanda.app/r/cl/cafe-nandu/1042/pedido/A1B2C3D4"');
  });

  it('renders the ticket as a standalone SVG image', async () => {
    await transport().send(encodeTicket(orderTicket(DEMO_ORDER, DEMO_RESTAURANT)));
    const svg = renderTicketSvg(printer.tickets()[0]!, { columns: 38, printerType: 'IMIN3' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('font-size="24"'); // 16 × 1.5 on IMIN3
    expect(svg).toContain('Piña colada');
  });
});
