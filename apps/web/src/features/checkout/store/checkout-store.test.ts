import { ZAppConfig } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { blocker, initialForm, missingFields, offeredMethods, orderRequest } from '../model/checkout-form.ts';
import { type CheckoutContext, createCheckoutStore } from './checkout-store.ts';

const app = ZAppConfig.parse({
  nombre: 'Forestal',
  ord: true,
  ordpick: true,
  ordpickphone: true,
  orddvyphone: true,
  payMethods: [0, -9001, 5011, 9999],
  tip: true,
});
const totals = { subtotal: 10000, discounts: 0, coupon: 0, delivery: 0, tip: 0, total: 10000 };
const context: CheckoutContext = {
  cartId: 'cart-1234567890abcdef',
  resto: { id: 'cmdDemoSantiagoPizza00001-1', dk: '' },
  lines: [{ cant: 1, ct: '', item: 'p1', extras: {}, indiceCart: 0, lineReference: 'r' }],
  app,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  fallbackPrepago: 0,
  language: 'en',
  signedIn: true,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('checkout form rules (spec/1 §4 Checkout readiness, §5)', () => {
  it('starts with the venue tip preselected and ASAP, and lists allowed methods only', () => {
    const form = initialForm({ app, tipo: 1, phone: '', address: null });
    expect(form.tip).toEqual({ pct: 10, monto: '' });
    expect(form.hora).toBe('lo antes posible');
    expect(offeredMethods(app, [{ id: 0, nm: 'Pago al recibir' }], 1).map((m) => m.id)).toEqual([
      0, -9001, 5011,
    ]);
  });

  it('names the missing fields by type, then the server refusal, then the terms', () => {
    const form = initialForm({ app, tipo: 2, phone: '', address: null });
    expect(missingFields(app, form)).toEqual(['address', 'phone', 'payment']);
    const ready = { ...form, phone: '+56 9 1234 5678', prepago: 0, address: { alias: 'Casa' } as never };
    const refused = {
      status: 'refused' as const,
      refusal: { code: 'delivery', message: 'No se puede procesar tu pedido. La distancia…' },
    };
    expect(blocker({ app, form: ready, preflight: refused })).toEqual({ kind: 'out-of-area' });
    const minimum = {
      status: 'refused' as const,
      refusal: { code: 'minimum', message: 'El monto SubTotal mínimo para despachar es $10.000' },
    };
    expect(blocker({ app, form: ready, preflight: minimum })).toMatchObject({ kind: 'server' });
    expect(blocker({ app, form: ready, preflight: { status: 'ready', refusal: null } })).toEqual({
      kind: 'terms',
    });
    expect(
      blocker({ app, form: { ...ready, conditions: true }, preflight: { status: 'ready', refusal: null } }),
    ).toBeNull();
  });

  it('sends the tip only with an online method, custom with the comma as typed; a preflight accepts terms', () => {
    const form = {
      ...initialForm({ app, tipo: 1, phone: '912345678', address: null }),
      tip: { pct: -1, monto: '2,5' },
    };
    expect(orderRequest({ ...context, form: { ...form, prepago: 0 } }).propina).toEqual({
      pct: 0,
      monto: '',
    });
    expect(orderRequest({ ...context, form: { ...form, prepago: 5011 } }).propina).toEqual({
      pct: -1,
      monto: '2,5',
    });
    expect(orderRequest({ ...context, form, preflight: true }).condiciones).toBe(true);
    expect(orderRequest({ ...context, form }).condiciones).toBe(false);
  });
});

describe('checkout store (spec/1 §4 Order saving)', () => {
  it("'Clave Check In incorrecta' clears the password and marks it wrong, with no failure dialog, until typed again", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(
        Object.assign(new Error('Clave Check In incorrecta'), { status: 400, code: 'checkin_password' }),
      );
    const store = createCheckoutStore({
      preflight: vi.fn(),
      preflightSignedOut: vi.fn(),
      save,
      newKey: () => 'key-00000009',
    });
    store.getState().start({
      ...initialForm({ app, tipo: 3, phone: '', address: null }),
      prepago: 0,
      conditions: true,
      pwdCheckin: '1111',
    });
    expect(await store.getState().confirm(context)).toBe('failed');
    expect(store.getState()).toMatchObject({ phase: 'idle', saveError: null, passwordWrong: true });
    expect(store.getState().form?.pwdCheckin).toBe('');
    store.getState().update({ pwdCheckin: '2' });
    expect(store.getState().passwordWrong).toBe(false);
  });

  it('drops a preflight answer for an older form', async () => {
    const first = deferred<never>();
    const preflight = vi
      .fn()
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce({
        preflight: true,
        totals: { ...totals, tip: 1000, total: 11000 },
        lines: [],
        delivery: null,
      });
    const store = createCheckoutStore({
      preflight,
      preflightSignedOut: vi.fn(),
      save: vi.fn(),
      newKey: () => 'key-00000001',
    });
    store.getState().start(initialForm({ app, tipo: 1, phone: '', address: null }));
    const older = store.getState().runPreflight(context);
    await store.getState().runPreflight(context);
    first.resolve({ preflight: true, totals, lines: [], delivery: null } as never);
    await older;
    expect(store.getState().preflight.totals?.total).toBe(11000);
  });

  it('discards a second press while saving, and a retry reuses the idempotency key', async () => {
    const pending = deferred<unknown>();
    const save = vi
      .fn()
      .mockImplementationOnce(() => pending.promise)
      .mockResolvedValueOnce({ preflight: false, order: { iped: 'o1' }, redirect: null, transferText: null });
    let n = 0;
    const store = createCheckoutStore({
      preflight: vi.fn(),
      preflightSignedOut: vi.fn(),
      save,
      newKey: () => `key-0000000${++n}`,
    });
    store.getState().start({
      ...initialForm({ app, tipo: 1, phone: '912345678', address: null }),
      prepago: 0,
      conditions: true,
    });
    const first = store.getState().confirm(context);
    expect(await store.getState().confirm(context)).toBe('discarded');
    pending.resolve(
      Promise.reject(
        Object.assign(new Error('Error de Conexión de Internet, intente más tarde'), { status: 0 }),
      ),
    );
    expect(await first).toBe('failed');
    expect(store.getState().saveError).toBe('Error de Conexión de Internet, intente más tarde');
    expect(await store.getState().confirm(context)).toBe('saved');
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[0]?.[0].idempotencyKey).toBe('key-00000001');
    expect(save.mock.calls[1]?.[0].idempotencyKey).toBe('key-00000001');
    // The order remembers the language the diner orders in (issue 11).
    expect(save.mock.calls[0]?.[0].idioma).toBe('en');
    // A changed order is a new attempt with a new key.
    store
      .getState()
      .start({ ...initialForm({ app, tipo: 1, phone: '912345678', address: null }), prepago: 0 });
    store.getState().update({ conditions: true });
    await store.getState().confirm(context);
    expect(save.mock.calls[2]?.[0].idempotencyKey).toBe('key-00000002');
  });

  it('prices a signed-out checkout through the signed-out preflight, with the same answer (issue 16 item 3)', async () => {
    const answer = {
      preflight: true,
      totals: { ...totals, delivery: 3500, total: 13500 },
      lines: [],
      delivery: null,
    };
    const preflight = vi.fn();
    const preflightSignedOut = vi.fn().mockResolvedValue(answer);
    const store = createCheckoutStore({
      preflight,
      preflightSignedOut,
      save: vi.fn(),
      newKey: () => 'key-00000003',
    });
    const address = {
      alias: 'Home',
      def: true,
      di: 'Avenida Providencia 1200',
      dp: '',
      cm: 'Providencia',
      ci: 'Santiago',
      zc: '',
      pa: 'cl',
      lt: -33.43,
      lg: -70.62,
      ct: '',
    };
    store.getState().start(initialForm({ app, tipo: 2, phone: '', address }));
    await store.getState().runPreflight({ ...context, name: '', email: '', signedIn: false });
    expect(preflight).not.toHaveBeenCalled();
    expect(preflightSignedOut.mock.calls[0]?.[0]).toMatchObject({
      tipo: 2,
      direccion: { di: 'Avenida Providencia 1200' },
    });
    expect(store.getState().preflight).toMatchObject({
      status: 'ready',
      totals: { delivery: 3500, total: 13500 },
    });
  });

  it('forgets the diner when the session ends: the form and the phone typed last (issue 16 item 6)', () => {
    const store = createCheckoutStore({
      preflight: vi.fn(),
      preflightSignedOut: vi.fn(),
      save: vi.fn(),
      newKey: () => 'key-00000004',
    });
    store.getState().start(initialForm({ app, tipo: 1, phone: '', address: null }));
    store.getState().update({ phone: '+56 9 1234 5678' });
    store.getState().reset();
    expect(store.getState().lastPhone).toBe('+56 9 1234 5678');
    store.getState().forgetDiner();
    expect(store.getState()).toMatchObject({ form: null, lastPhone: '' });
  });
});
