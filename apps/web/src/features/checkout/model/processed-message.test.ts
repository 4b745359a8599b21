import { savedOrderView } from '@comanda/domain';
import { readModuleFile, TRANSLATION_FILES } from '@comanda/i18n/files';
import { describe, expect, it } from 'vitest';
import { processedMessageKey } from './processed-message.ts';

const order = (ti: number, prepago: number, total = 9900) => ({ ti, sp: 0, det: { prepago, total } });

describe("the processed message (spec/1 §4 'Order saving' 5)", () => {
  it('differs by type and by prepaid or not', () => {
    expect(processedMessageKey(savedOrderView(order(1, 0)))).toBe('m1_processed_pickup_onReceipt');
    expect(processedMessageKey(savedOrderView(order(2, 5011)))).toBe('m1_processed_delivery_online');
    expect(processedMessageKey(savedOrderView(order(3, 5009)))).toBe('m1_processed_checkIn_savedCard');
    expect(processedMessageKey(savedOrderView(order(3, 5011, 0)))).toBe('m1_processed_free');
  });
  it('has a text for every type and payment, in Spanish and English', async () => {
    for (const lang of ['es', 'en'] as const) {
      const texts = (await readModuleFile(TRANSLATION_FILES, '2000', lang, 'orders')) ?? {};
      for (const kind of ['pickup', 'delivery', 'checkIn'] as const)
        for (const payment of ['online', 'savedCard', 'onReceipt', 'free'] as const) {
          const key = processedMessageKey({ kind, payment });
          expect(texts[key], `${lang} ${key}`).toBeTruthy();
        }
    }
  });
});
