import { describe, expect, it } from 'vitest';
import { blockLines, layoutTicket } from './layout.ts';
import { printMessageTicket, ZPrintMessage } from './print-message.ts';

describe('print message (spec/3 §3: h, c, qrpre, qrpret, qrpost, qrpostt, txqrpost)', () => {
  it('accepts lines as a list or as text and defaults what is missing', () => {
    expect(ZPrintMessage.parse({ h: 'Uno\nDos', c: ['a'] })).toEqual({
      h: ['Uno', 'Dos'],
      c: ['a'],
      qrpre: '',
      qrpret: '',
      qrpost: '',
      qrpostt: '',
      txqrpost: '',
    });
    expect(() => ZPrintMessage.parse({ h: 3 })).toThrow();
  });

  it('prints header, titled QR before, body, titled QR after, text after, then cuts', () => {
    const ticket = printMessageTicket(
      {
        h: ['Cocina'],
        c: ['1 x Café', '2 x Té'],
        qrpre: 'PRE',
        qrpret: 'Antes',
        qrpost: 'POST',
        qrpostt: 'Después',
        txqrpost: 'Fin',
      },
      32,
    );
    expect(ticket.columns).toBe(32);
    expect(
      ticket.elements.map((e) => (e.kind === 'text' ? e.text : e.kind === 'qr' ? `qr:${e.payload}` : e.kind)),
    ).toEqual(['Cocina', 'Antes', 'qr:PRE', '1 x Café', '2 x Té', 'Después', 'qr:POST', 'Fin', 'cut']);
    expect(blockLines(layoutTicket(ticket))[0]).toBe('Cocina');
  });
});
