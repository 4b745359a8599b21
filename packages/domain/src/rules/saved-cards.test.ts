import { describe, expect, it } from 'vitest';
import { paymentProblem } from './order-payment.ts';
import {
  cardBrand,
  cardCheck,
  cardUnexpired,
  isSavedCardCountry,
  luhnValid,
  savedCardProblem,
  savedCardsAccepted,
} from './saved-cards.ts';

describe('saved cards (spec/1 §9, spec/2 §9)', () => {
  it('cards are saved for cl, ar and co only', () => {
    expect(['cl', 'ar', 'co', 'CL'].map(isSavedCardCountry)).toEqual([true, true, true, true]);
    expect(['pe', 'mx', 'es', 'us'].map(isSavedCardCountry)).toEqual([false, false, false, false]);
  });

  it('the card check charges 1700 by default, at least the country minimum, in minor units', () => {
    expect(cardCheck({ pais: 'cl' })).toEqual({
      ok: true,
      value: { pais: 'cl', amount: 1700, currency: 'CLP' },
    });
    expect(cardCheck({ pais: 'cl', amt: 1000 })).toMatchObject({ ok: true, value: { amount: 1000 } });
    expect(cardCheck({ pais: 'cl', amt: 999 })).toMatchObject({
      ok: false,
      refusal: { code: 'card_amount', key: 'p1_err_card_minimum', params: { amount: 1000, currency: 'CLP' } },
    });
    // Argentina: 2.00 pesos, two decimals.
    expect(cardCheck({ pais: 'ar', amt: 2 })).toMatchObject({
      ok: true,
      value: { amount: 200, currency: 'ARS' },
    });
    expect(cardCheck({ pais: 'ar', amt: 1.99 })).toMatchObject({ ok: false });
    expect(cardCheck({ pais: 'co', amt: 1000 })).toMatchObject({ ok: true, value: { currency: 'COP' } });
    expect(cardCheck({ pais: 'pe', amt: 5000 })).toMatchObject({
      ok: false,
      refusal: { code: 'card_country' },
    });
  });

  it("5009 is taken where the venue's card-wallet provider (5011) is, in a saved-card country", () => {
    const app = { payMethods: [0, 5011] };
    expect(savedCardsAccepted(app, 'cl')).toBe(true);
    expect(savedCardsAccepted(app, 'es')).toBe(false);
    expect(savedCardsAccepted({ payMethods: [0, 5045] }, 'cl')).toBe(false);
    expect(savedCardProblem({ app, venuePais: 'cl', cardPais: 'cl' })).toBeNull();
    expect(savedCardProblem({ app, venuePais: 'cl', cardPais: 'ar' })?.key).toBe('m1_err_card_other_country');
    const web = { ...app, ordpay: true, ordpickpay: false, selfatpay: 2 };
    expect(paymentProblem({ tipo: 1, code: 5009, app: web, kiosk: null, pais: 'cl' })).toBeNull();
    // Prepaid: a delivery that must be paid ahead takes it.
    expect(paymentProblem({ tipo: 2, code: 5009, app: web, kiosk: null, pais: 'cl' })).toBeNull();
    expect(paymentProblem({ tipo: 1, code: 5009, app: web, kiosk: null, pais: 'es' })?.key).toBe(
      'm1_err_payment_unknown',
    );
  });

  it('the vault reads brand, Luhn and expiry from what was typed', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    const now = new Date('2026-11-24T15:00:00Z');
    expect(cardUnexpired(11, 26, now)).toBe(true);
    expect(cardUnexpired(10, 26, now)).toBe(false);
    expect(cardUnexpired(13, 29, now)).toBe(false);
  });
});
