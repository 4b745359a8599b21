import { describe, expect, it } from 'vitest';
import { ZSaveOrderRequest } from '../contracts/order.ts';
import { kioskOrderRequest, kioskOrderTerminal, kioskPaymentOutcome } from './kiosk-payment.ts';

describe('kiosk payment (spec/3 §4 Payment)', () => {
  it('sp 2 with ss other than -2 is paid', () => {
    expect(kioskPaymentOutcome({ sp: 2, ss: 0 })).toBe('paid');
    expect(kioskPaymentOutcome({ sp: 2, ss: 1 })).toBe('paid');
    expect(kioskPaymentOutcome({ sp: 2, ss: -2 })).toBe('pending');
  });

  it('sp -1, or ss negative other than -2, is a failure', () => {
    expect(kioskPaymentOutcome({ sp: -1, ss: 0 })).toBe('failed');
    expect(kioskPaymentOutcome({ sp: 0, ss: -1 })).toBe('failed');
    expect(kioskPaymentOutcome({ sp: 1, ss: -3 })).toBe('failed');
    expect(kioskPaymentOutcome({ sp: 0, ss: -2 })).toBe('pending');
    expect(kioskPaymentOutcome({ sp: 1, ss: 0 })).toBe('pending');
  });

  it('keeps the terminal id for card codes only', () => {
    for (const code of [5025, 5310, 1500, 1600]) expect(kioskOrderTerminal(code, 'T-1')).toBe('T-1');
    for (const code of [1000, 5010, 5011, 2000]) expect(kioskOrderTerminal(code, 'T-1')).toBe('');
  });

  it('builds a save request the order contract accepts', () => {
    const request = kioskOrderRequest({
      cart: {
        tipo: 5,
        mesa: '3',
        dl: [
          {
            item: 'fz-margarita',
            cant: 2,
            extras: { size: [['m', 1]] },
            ct: 'bien cocida',
            indiceCart: 0,
            lineReference: 'r',
          },
        ],
      },
      irl: 'cmdDemoSantiagoPizza00001-1',
      dk: '',
      prepago: 1000,
      terminal: 'T-1',
      contact: { name: 'Ana', email: 'ana@correo.cl', phone: '' },
      language: 'en',
      idempotencyKey: 'k'.repeat(32),
    });
    const parsed = ZSaveOrderRequest.parse(request);
    expect(parsed.lines).toEqual([
      { ip: 'fz-margarita', cant: 2, extras: { size: [['m', 1]] }, ct: 'bien cocida' },
    ]);
    expect(parsed.terminal).toBe('');
    expect(parsed.contacto).toEqual({ nm: 'Ana', ph: '', em: 'ana@correo.cl' });
    expect(parsed.cartId).toBe(parsed.idempotencyKey);
    // The totem's language travels with the order: its receipt prints in it (issue 11).
    expect(parsed.idioma).toBe('en');
  });
});
