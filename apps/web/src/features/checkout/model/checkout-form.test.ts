import { ZAppConfig } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { blocker, initialForm, missingFields, offeredMethods, orderRequest } from './checkout-form.ts';

// The checkout at the table, type 3 (spec/1 §4 'Checkout readiness', 'Check-in specifics'; §5 'Other checkout
// rules': check-in needs the full name, and phone and tax id when the venue requires them).
const app = (over: object = {}) =>
  ZAppConfig.parse({
    nombre: 'Forestal',
    ord: true,
    ordpick: true,
    selfat: true,
    selfatpay: 1,
    payMethods: [0, 5011],
    ...over,
  });
const form = (over: object = {}) => ({
  ...initialForm({ app: app(), tipo: 3, phone: '', address: null, name: 'Ana Pérez' }),
  ...over,
});

describe('checkout form at the table', () => {
  it('starts as type 3 with the profile name; waits for the full name and a payment method', () => {
    expect(form()).toMatchObject({ tipo: 3, name: 'Ana Pérez' });
    expect(missingFields(app(), form())).toEqual(['payment']);
    expect(missingFields(app(), form({ name: 'Ana', prepago: 5011 }))).toEqual(['name']);
    expect(missingFields(app({ selfatphone: true, selfatrut: true }), form({ prepago: 5011 }))).toEqual([
      'phone',
      'rut',
    ]);
  });

  it('an anonymous guest is asked no profile fields; the check-in password is asked of everyone where the venue asks', () => {
    const guestForm = form({ name: '', prepago: 5011 });
    expect(missingFields(app(), guestForm, false, true)).toEqual([]);
    expect(missingFields(app({ selfatphone: true, selfatrut: true }), guestForm, false, true)).toEqual([]);
    const asks = app({ selfatpwd: true });
    expect(missingFields(asks, guestForm, false, true)).toEqual(['password']);
    expect(missingFields(asks, form({ prepago: 5011 }))).toEqual(['password']);
    expect(missingFields(asks, form({ prepago: 5011, pwdCheckin: ' 2468 ' }))).toEqual([]);
    const request = orderRequest({
      cartId: 'cart-000000000002',
      resto: { id: 'cmdDemoSantiagoPizza00001-1', dk: '' },
      lines: [],
      form: form({ prepago: 5011, pwdCheckin: ' 2468 ' }),
      app: asks,
      mesa: '5',
      name: 'Ana',
      email: '',
    });
    expect(request.pwdCheckin).toBe('2468');
    expect(
      orderRequest({
        ...{ cartId: 'c', resto: { id: 'x', dk: '' }, lines: [], app: app(), name: '', email: '' },
        form: form({ tipo: 1, pwdCheckin: '' }),
      }).pwdCheckin,
    ).toBeUndefined();
  });

  it('needs no payment method when the order pays nothing (total zero)', () => {
    expect(missingFields(app(), form(), true)).toEqual([]);
    const ready = { status: 'ready' as const, refusal: null };
    expect(
      blocker({ app: app(), form: form({ conditions: true }), preflight: ready, free: true }),
    ).toBeNull();
  });

  it('blocks a priced order the server explains: out of the area, else its words (issue 15 item 2)', () => {
    const priced = (code: string, message: string) => ({
      status: 'ready' as const,
      refusal: null,
      blocked: { code, message },
    });
    const done = form({ conditions: true, prepago: 5011 });
    expect(blocker({ app: app(), form: done, preflight: priced('delivery', 'lejos') })).toEqual({
      kind: 'out-of-area',
    });
    expect(
      blocker({ app: app(), form: done, preflight: priced('closed', 'Este local está cerrado.') }),
    ).toEqual({
      kind: 'server',
      message: 'Este local está cerrado.',
    });
  });

  it('holds a cart with products not offered for the type before anything else, naming them (issue 13 item 3)', () => {
    const ready = { status: 'ready' as const, refusal: null };
    const done = form({ conditions: true, prepago: 5011 });
    expect(blocker({ app: app(), form: done, preflight: ready, notOffered: ['Sangría'] })).toEqual({
      kind: 'not-offered',
      products: ['Sangría'],
    });
    // Before the missing fields too: the line is the first thing to fix.
    expect(blocker({ app: app(), form: form(), preflight: ready, notOffered: ['Sangría'] })?.kind).toBe(
      'not-offered',
    );
    expect(blocker({ app: app(), form: done, preflight: ready, notOffered: [] })).toBeNull();
  });

  it('offers the methods of the check-in payment mode: 1 online only, 3 on receipt only', () => {
    const methods = [
      { id: 0, nm: 'Pago al recibir' },
      { id: 5011, nm: 'Tarjeta' },
    ];
    expect(offeredMethods(app(), methods, 3).map((m) => m.id)).toEqual([5011]);
    expect(offeredMethods(app({ selfatpay: 3 }), methods, 3).map((m) => m.id)).toEqual([0]);
    expect(offeredMethods(app({ selfatpay: 2 }), methods, 3).map((m) => m.id)).toEqual([0, 5011]);
  });

  it('sends the table, the typed full name and the tax id', () => {
    const request = orderRequest({
      cartId: 'cart-000000000001',
      resto: { id: 'cmdDemoSantiagoPizza00001-1', dk: '' },
      lines: [],
      form: form({ prepago: 5011, rut: '12.345.678-5', name: ' Ana Pérez ' }),
      app: app(),
      mesa: '5',
      name: 'Otro Nombre',
      email: 'ana@example.com',
    });
    expect(request).toMatchObject({
      tipo: 3,
      mesa: '5',
      contacto: { nm: 'Ana Pérez', rut: '12.345.678-5', em: 'ana@example.com' },
    });
  });
});

describe('the time a checkout starts with (spec/1 §5 Deferral, issue 15 item 2)', () => {
  const deferring = { orddife: true, orddifemin: 0, orddifedia: 2 };
  const start = (over: object, openNow?: boolean) =>
    initialForm({ app: app(over), tipo: 1, phone: '', address: null, openNow }).hora;
  it("is 'lo antes posible' at an open venue that takes orders for today", () => {
    expect(start(deferring, true)).toBe('lo antes posible');
    expect(start({})).toBe('lo antes posible');
  });
  it('is none at a closed venue, or one taking deferred orders only: the diner picks a slot', () => {
    expect(start(deferring, false)).toBe('');
    expect(start({ ...deferring, orddifemin: 1 }, true)).toBe('');
    expect(missingFields(app(deferring), { ...form(), tipo: 1, hora: '', prepago: 0 })).toEqual(['time']);
  });
  it("stays 'lo antes posible' at a closed venue without deferral: nothing else to pick, the refusal says closed", () => {
    expect(start({ orddife: false }, false)).toBe('lo antes posible');
  });
});
