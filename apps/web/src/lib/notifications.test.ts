import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsStore, type NoticeText, sayNotice } from './notifications.ts';

/** Two languages of a few texts, as the site's translator would say them. */
const TEXTS: Record<string, Record<string, string>> = {
  es: {
    m1_menu_closed: 'Este local está cerrado.',
    m1_checkout_closed: 'Este local está cerrado.',
    p1_order_cancelled_at: 'Pedido cancelado en %venue%',
  },
  en: {
    m1_menu_closed: 'This restaurant is closed.',
    m1_checkout_closed: 'This restaurant is closed.',
    p1_order_cancelled_at: 'Order cancelled at %venue%',
  },
};
let language = 'es';
const t = (key: string, params: Record<string, string | number> = {}) =>
  (TEXTS[language]?.[key] ?? key).replace(/%(\w+)%/g, (_, name: string) => String(params[name] ?? ''));

const store = () =>
  createNotificationsStore({
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    say: (text: NoticeText) => sayNotice(t, text),
  });
const texts = (s: ReturnType<typeof store>) => s.getState().items.map((i) => i.text);

describe('notifications store (issue 15 item 6, spec/3 §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    language = 'es';
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['default', 5000],
    ['fast', 2000],
    ['slow', 7500],
    ['slowError', 10_000],
  ] as const)('keeps a %s notification %i ms', (kind, ms) => {
    const s = store();
    s.getState().notify(`aviso ${kind}`, { kind });
    vi.advanceTimersByTime(ms - 1);
    expect(texts(s)).toEqual([`aviso ${kind}`]);
    vi.advanceTimersByTime(1);
    expect(texts(s)).toEqual([]);
  });

  it('drops the same text within 5 s, even after the first one has gone, and shows it after', () => {
    const s = store();
    expect(s.getState().notify('Agregado a tu pedido', { kind: 'fast' })).toBe(true);
    expect(s.getState().notify('Agregado a tu pedido', { kind: 'fast' })).toBe(false);
    expect(texts(s)).toEqual(['Agregado a tu pedido']);
    vi.advanceTimersByTime(3000);
    expect(s.getState().notify('Agregado a tu pedido', { kind: 'fast' })).toBe(false);
    expect(texts(s)).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(s.getState().notify('Agregado a tu pedido', { kind: 'fast' })).toBe(true);
  });

  it('stacks different texts; errors are marked for assertive reading', () => {
    const s = store();
    s.getState().notify('Sesion Cerrada');
    s.getState().notify('Hay productos pendientes de otro local', { kind: 'slowError' });
    s.getState().notify('Debes agregar extras para continuar', { kind: 'fast', error: true });
    expect(s.getState().items.map((i) => [i.text, i.error])).toEqual([
      ['Sesion Cerrada', false],
      ['Hay productos pendientes de otro local', true],
      ['Debes agregar extras para continuar', true],
    ]);
  });

  it('dismisses one at once and forgets its timer', () => {
    const s = store();
    s.getState().notify('uno');
    s.getState().notify('dos');
    s.getState().dismiss(s.getState().items[0]!.id);
    expect(texts(s)).toEqual(['dos']);
    expect(vi.getTimerCount()).toBe(1);
    s.getState().reset();
    expect(vi.getTimerCount()).toBe(0);
    expect(texts(s)).toEqual([]);
  });

  it('keeps a keyed notice as its key, so it is said in the language shown when drawn', () => {
    const s = store();
    s.getState().notify({ key: 'p1_order_cancelled_at', params: { venue: 'Forestal' } });
    const [item] = s.getState().items;
    expect(sayNotice(t, item!.text)).toBe('Pedido cancelado en Forestal');
    language = 'en';
    expect(sayNotice(t, item!.text)).toBe('Order cancelled at Forestal');
    expect(s.getState().items).toHaveLength(1);
  });

  it("drops a repeat by its words: the checkout's closed notice after the menu's shows once", () => {
    const s = store();
    expect(s.getState().notify({ key: 'm1_menu_closed' }, { kind: 'slowError' })).toBe(true);
    expect(s.getState().notify({ key: 'm1_checkout_closed' }, { kind: 'slowError' })).toBe(false);
    expect(texts(s)).toEqual([{ key: 'm1_menu_closed' }]);
  });

  it("says a key this site lacks with the server's message, and words as they came", () => {
    expect(sayNotice(t, { key: 'p1_err_unknown', message: 'Algo falló' })).toBe('p1_err_unknown');
    expect(sayNotice(() => '', { key: 'p1_err_unknown', message: 'Algo falló' })).toBe('Algo falló');
    expect(sayNotice(t, 'Tarjeta rechazada por el emisor')).toBe('Tarjeta rechazada por el emisor');
  });
});
