import { describe, expect, it } from 'vitest';
import {
  freeCustomPaymentCode,
  isCustomPaymentCode,
  KIOSK_PAYMENT_CODES,
  KNOWN_PAYMENT_METHODS,
  kioskPaymentOptions,
  knownPaymentMethod,
  paymentCodeProblem,
  toggleKioskPayMethod,
} from './payment-method-catalog.ts';

describe('the payment methods the spec names (spec/1 §9, spec/3 §9)', () => {
  it('knows the web codes and the kiosk codes, each once', () => {
    const codes = KNOWN_PAYMENT_METHODS.map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(
      expect.arrayContaining([0, -9001, -1000, 5009, 5011, 5045, 5050, 5061, 5081, 5082, 5218]),
    );
    expect(KIOSK_PAYMENT_CODES).toEqual([5011, 1000, 2000, 5010, 5025, 5310, 1500, 1600]);
    expect(knownPaymentMethod(-9001)?.kind).toBe('transfer');
    expect(knownPaymentMethod(5025)).toMatchObject({ kind: 'cardTerminal', kiosk: true, web: false });
  });

  it('lets a venue number only its own pay-on-receipt methods, with negative ids the spec gives no meaning', () => {
    expect(isCustomPaymentCode(-2)).toBe(true);
    expect(isCustomPaymentCode(-9001)).toBe(false); // bank transfer: picked by name
    expect(isCustomPaymentCode(0)).toBe(false);
    expect(isCustomPaymentCode(7)).toBe(false);
    expect(paymentCodeProblem(-2)).toBeNull();
    expect(paymentCodeProblem(5045)).toBeNull();
    expect(freeCustomPaymentCode([0, -2, -3])).toBe(-4);
    expect(freeCustomPaymentCode([])).toBe(-2);
    expect(paymentCodeProblem(7)).toEqual({ key: 'p1_err_payment_code_unknown', params: { code: 7 } });
  });
});

describe("a totem's payment methods as boxes", () => {
  const venue = [
    { id: 1000, nm: 'Efectivo en caja', nmTrad: { en: 'Cash at the till' } },
    { id: 5011, nm: 'Tarjeta' },
  ];

  it('lists the ticked ones first, in the order the totem offers them, then the rest in the spec’s order', () => {
    const options = kioskPaymentOptions([5025, 1000], venue);
    expect(options.map((o) => [o.code, o.checked])).toEqual([
      [5025, true],
      [1000, true],
      [5011, false],
      [2000, false],
      [5010, false],
      [5310, false],
      [1500, false],
      [1600, false],
    ]);
  });

  it("names a method as the venue names it to diners, in the reader's language, else leaves the kind's name", () => {
    const [cash, card] = kioskPaymentOptions([1000, 5025], venue, 'en');
    expect(cash).toMatchObject({ code: 1000, kind: 'cashDesk', name: 'Cash at the till' });
    expect(card).toMatchObject({ code: 5025, kind: 'cardTerminal', name: '' });
    expect(kioskPaymentOptions([5011], venue, 'en')[0]!.name).toBe('Tarjeta'); // no English name: its own
  });

  it('leaves out codes a totem cannot take', () => {
    expect(
      kioskPaymentOptions([0, 1000], venue)
        .filter((o) => o.checked)
        .map((o) => o.code),
    ).toEqual([1000]);
  });

  it('puts a newly ticked method last and drops an unticked one', () => {
    expect(toggleKioskPayMethod([5025, 1000], 5011, true)).toEqual([5025, 1000, 5011]);
    expect(toggleKioskPayMethod([5025, 1000], 5025, false)).toEqual([1000]);
    expect(toggleKioskPayMethod([5025, 1000], 1000, true)).toEqual([5025, 1000]);
  });
});
