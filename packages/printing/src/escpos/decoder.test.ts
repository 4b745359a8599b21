import { describe, expect, it } from 'vitest';
import { orderTicket } from '../ticket/order-ticket.ts';
import { DEMO_ORDER, DEMO_RESTAURANT } from '../ticket/test-fixtures.ts';
import { EscPosDecoder, type EscPosEvent } from './decoder.ts';
import { encodeTicket } from './encoder.ts';

const decodeAll = (bytes: Uint8Array) => new EscPosDecoder().push(bytes);

describe('EscPosDecoder', () => {
  it('reads text in the selected code page, styles and the cut', () => {
    const bytes = Uint8Array.from([
      0x1b, 0x40, 0x1b, 0x74, 19, 0x1b, 0x61, 1, 0x1b, 0x45, 1, 0x1d, 0x21, 0x11, 0xa8, 0x48, 0x6f, 0x6c,
      0x61, 0x3f, 0x0a, 0x1d, 0x56, 0x42, 3,
    ]);
    expect(decodeAll(bytes)).toEqual<EscPosEvent[]>([
      { type: 'init' },
      { type: 'code-page', codePage: 'PC858', number: 19 },
      { type: 'align', align: 'center' },
      { type: 'bold', on: true },
      { type: 'size', width: 2, height: 2 },
      { type: 'text', text: '¿Hola?' },
      { type: 'newline' },
      { type: 'cut', partial: true },
    ]);
  });

  it('gives the same events when the stream arrives one byte at a time', () => {
    const bytes = encodeTicket(orderTicket(DEMO_ORDER, DEMO_RESTAURANT));
    const decoder = new EscPosDecoder();
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

  it('reports DLE EOT status queries where they occur', () => {
    expect(decodeAll(Uint8Array.from([0x41, 0x10, 0x04, 0x04, 0x42]))).toEqual([
      { type: 'text', text: 'A' },
      { type: 'status-query', n: 4 },
      { type: 'text', text: 'B' },
    ]);
  });

  it('reads PDF417 and QR payloads back from GS ( k store and print', () => {
    const bytes = encodeTicket({
      columns: 38,
      elements: [
        { kind: 'qr', payload: 'https://x.test/ñ', moduleDots: 5 },
        { kind: 'pdf417', payload: 'ID|1|2' },
      ],
    });
    const symbols = decodeAll(bytes).filter((event) => event.type === 'qr' || event.type === 'pdf417');
    expect(symbols).toEqual([
      { type: 'qr', payload: 'https://x.test/ñ', moduleDots: 5 },
      { type: 'pdf417', payload: 'ID|1|2', moduleDots: 2 },
    ]);
  });

  it('skips commands other drivers send without losing the text after them', () => {
    const bytes = Uint8Array.from([
      0x1b,
      0x4d,
      0x01, // ESC M font B
      0x1b,
      0x70,
      0x00,
      0x19,
      0xfa, // ESC p drawer kick
      0x1d,
      0x6b,
      0x49,
      0x03,
      0x41,
      0x42,
      0x43, // GS k CODE128
      0x1b,
      0x21,
      0x38, // ESC ! bold + double
      0x4f,
      0x4b,
    ]);
    expect(decodeAll(bytes)).toEqual([
      { type: 'unknown', bytes: [0x1d, 0x6b, 0x49] },
      { type: 'bold', on: true },
      { type: 'size', width: 2, height: 2 },
      { type: 'underline', on: false },
      { type: 'text', text: 'OK' },
    ]);
  });
});
