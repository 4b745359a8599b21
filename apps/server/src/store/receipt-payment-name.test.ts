import { describe, expect, it } from 'vitest';
import { paymentNameTranslations } from './receipt-payment-name.ts';

// Issue 11 item 3: an order keeps its payment method's name in English for the diner's order page.
describe("a payment method's name in the other languages", () => {
  const methods = [
    { id: 0, nm: 'Pago al recibir', nmTrad: { en: 'Pay on receipt' } },
    { id: -2, nm: 'Efectivo' },
  ];

  it("is the venue's own English name where it wrote one", () => {
    expect(paymentNameTranslations({ prepago: 0, nombreprepago: 'Pago al recibir' }, methods)).toEqual({
      en: 'Pay on receipt',
    });
  });

  it('stays as the venue wrote it when it wrote no English (its own data)', () => {
    expect(paymentNameTranslations({ prepago: -2, nombreprepago: 'Efectivo' }, methods)).toEqual({
      en: 'Efectivo',
    });
  });

  it('is the English name of its kind where the server made the name up', () => {
    expect(paymentNameTranslations({ prepago: -9001, nombreprepago: 'Transferencia bancaria' }, [])).toEqual({
      en: 'Bank transfer',
    });
    expect(paymentNameTranslations({ prepago: 0, nombreprepago: 'Sin pago' }, methods)).toEqual({
      en: 'No payment',
    });
  });
});
