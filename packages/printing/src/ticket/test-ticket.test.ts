import { describe, expect, it } from 'vitest';
import { encodeTicket } from '../escpos/encoder.ts';
import { decodeTickets } from '../virtual-printer/decode-bytes.ts';
import { ticketLines, ticketSymbols } from '../virtual-printer/received-ticket.ts';
import { testTicket } from './test-ticket.ts';

describe('testTicket (spec/3 §2 /testPrint)', () => {
  const at = new Date('2025-03-01T12:30:00Z');
  const paper = () =>
    decodeTickets(
      encodeTicket(
        testTicket({
          columns: 32,
          customPrinterMessage: '¡Gracias!',
          title: 'Totem 2',
          target: 'tcp://p:9100',
          printedAt: at,
        }),
      ),
    );

  it('prints every element, read back from its bytes: accents and € in PC858, sizes, columns, QR, PDF417, cut', () => {
    const tickets = paper();
    expect(tickets).toHaveLength(1);
    const [ticket] = tickets;
    expect(ticket!.complete).toBe(true);
    const lines = ticketLines(ticket!);
    expect(lines).toContain('Acentos: á é í ó ú ü ñ Ñ ¿? ¡! €');
    expect(lines).toEqual(
      expect.arrayContaining(['Totem 2', 'tcp://p:9100', '01/03/2025 12:30:00 UTC', '¡Gracias!']),
    );
    expect(lines.every((line) => Array.from(line).length <= 32)).toBe(true);
    expect(lines.some((line) => /^TOTAL\s+9,50 €$/.test(line))).toBe(true);
    expect(ticketSymbols(ticket!, 'qr')).toEqual(['https://comanda.app/prueba']);
    expect(ticketSymbols(ticket!, 'pdf417')).toEqual(['PRUEBA|0|2025-03-01T12:30:00.000Z']);
    const sizes = ticket!.items
      .flatMap((i) => (i.kind === 'text' ? i.segments : []))
      .map((s) => `${s.width}x${s.height}`);
    expect(sizes).toEqual(expect.arrayContaining(['2x2', '1x2', '2x1', '1x1']));
  });

  it("prints the restaurant's time and money, not the server's", () => {
    const clp = {
      code: 'CLP',
      symbol: '$',
      symbolPosition: 'before',
      decimalSeparator: ',',
      decimals: 0,
      thousandsSeparator: '.',
    } as const;
    const [ticket] = decodeTickets(
      encodeTicket(testTicket({ columns: 48, printedAt: at, timeZone: 'America/Santiago', currency: clp })),
    );
    const lines = ticketLines(ticket!);
    // 12:30 UTC is 09:30 in Santiago in March (summer time, UTC-3).
    expect(lines).toContain('01/03/2025 09:30:00 America/Santiago');
    expect(lines.some((line) => /^TOTAL\s+\$9\.500$/.test(line))).toBe(true);
    expect(lines.some((line) => /\s\$9\.000$/.test(line))).toBe(true);
    expect(lines).not.toContain('€');
    expect(Math.max(...lines.map((line) => Array.from(line).length))).toBe(48);
  });

  it('decodeTickets leaves an uncut tail as an incomplete ticket, like the virtual printer', () => {
    const bytes = encodeTicket(testTicket({ printedAt: at }));
    const [torn] = decodeTickets(bytes.subarray(0, bytes.length - 4));
    expect(torn!.complete).toBe(false);
  });
});
