import { describe, expect, it } from 'vitest';
import type { EscPosEvent } from '../escpos/decoder.ts';
import { encodeTicket } from '../escpos/encoder.ts';
import { orderTicket } from '../ticket/order-ticket.ts';
import { DEMO_ORDER, DEMO_RESTAURANT } from '../ticket/test-fixtures.ts';
import { decodeTickets } from '../virtual-printer/decode-bytes.ts';
import { StarLineDecoder } from './decoder.ts';

const decodeAll = (bytes: Uint8Array) => new StarLineDecoder().push(bytes);

describe('StarLineDecoder', () => {
  it('reads text in the selected code page, styles and the cut', () => {
    const bytes = Uint8Array.from([
      0x1b, 0x40, 0x1b, 0x1d, 0x74, 4, 0x1b, 0x1d, 0x61, 1, 0x1b, 0x45, 0x1b, 0x69, 1, 1, 0x1b, 0x34, 0xa8,
      0x48, 0x6f, 0x6c, 0x61, 0x3f, 0x0a, 0x1b, 0x46, 0x1b, 0x35, 0x1b, 0x2d, 1, 0x1b, 0x61, 2, 0x1b, 0x64, 3,
    ]);
    expect(decodeAll(bytes)).toEqual<EscPosEvent[]>([
      { type: 'init' },
      { type: 'code-page', codePage: 'PC858', number: 4 },
      { type: 'align', align: 'center' },
      { type: 'bold', on: true },
      { type: 'size', width: 2, height: 2 },
      { type: 'invert', on: true },
      { type: 'text', text: '¿Hola?' },
      { type: 'newline' },
      { type: 'bold', on: false },
      { type: 'invert', on: false },
      { type: 'underline', on: true },
      { type: 'feed', lines: 2 },
      { type: 'cut', partial: true },
    ]);
  });

  it('gives the same events when the stream arrives one byte at a time', () => {
    const bytes = encodeTicket(orderTicket(DEMO_ORDER, DEMO_RESTAURANT), { profile: 'star' });
    const decoder = new StarLineDecoder();
    const trickled: EscPosEvent[] = [];
    for (const byte of bytes) trickled.push(...decoder.push(Uint8Array.of(byte)));
    const merged = trickled.reduce<EscPosEvent[]>((all, event) => {
      const last = all.at(-1);
      if (event.type === 'text' && last?.type === 'text') last.text += event.text;
      else all.push({ ...event });
      return all;
    }, []);
    expect(merged).toEqual(decodeAll(bytes));
    expect(decoder.pendingBytes).toBe(0);
  });

  it('reads QR and PDF417 payloads (UTF-8, byte-counted) back from store and print', () => {
    const bytes = encodeTicket(
      {
        columns: 38,
        elements: [
          { kind: 'qr', payload: 'https://x.test/ñ€', moduleDots: 5 },
          { kind: 'pdf417', payload: 'ID|Ñ|2' },
        ],
      },
      { profile: 'star' },
    );
    const symbols = decodeAll(bytes).filter((event) => event.type === 'qr' || event.type === 'pdf417');
    expect(symbols).toEqual([
      { type: 'qr', payload: 'https://x.test/ñ€', moduleDots: 5 },
      { type: 'pdf417', payload: 'ID|Ñ|2', moduleDots: 2 },
    ]);
  });

  it('decodeTickets reads Star bytes with the star profile', () => {
    const bytes = encodeTicket(
      { columns: 20, elements: [{ kind: 'text', text: '¡Olé! 5 €' }] },
      { profile: 'star' },
    );
    const [ticket] = decodeTickets(bytes, new Date(0), 'star');
    expect(ticket?.complete).toBe(true);
    expect(ticket?.items).toMatchObject([{ kind: 'text', text: '¡Olé! 5 €' }]);
  });
});
