import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsStore } from './notifications.ts';

const store = () =>
  createNotificationsStore({
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
const texts = (s: ReturnType<typeof store>) => s.getState().items.map((i) => i.text);

describe('notifications store (issue 15 item 6, spec/3 §8)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
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
});
