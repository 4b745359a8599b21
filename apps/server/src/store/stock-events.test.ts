import { type TStockLevel, ZLiveStockEvent } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { stockEventPayloads } from './stock-events.ts';

describe('stock event payloads', () => {
  it('split many levels into whole events, each under the 8000-byte NOTIFY limit', () => {
    const levels: TStockLevel[] = Array.from({ length: 400 }, (_, i) => ({
      kind: i % 2 ? 'product' : 'extra',
      id: `producto-con-un-nombre-largo-ñandú-${i}`,
      stock: i,
      crinvol: 1,
      agot: false,
    }));
    const payloads = stockEventPayloads('cmdDemoSantiagoPizza00001', levels);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    const events = payloads.map((p) => ZLiveStockEvent.parse(JSON.parse(p)));
    expect(events.flatMap((e) => e.levels)).toEqual(levels);
    expect(new Set(events.map((e) => e.ir))).toEqual(new Set(['cmdDemoSantiagoPizza00001']));
  });

  it('sends nothing for no levels', () => {
    expect(stockEventPayloads('x', [])).toEqual([]);
  });
});
