import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  admitNotification,
  NOTIFICATION_DEDUPE_MS,
  NOTIFICATION_DURATIONS_MS,
  type ShownNotification,
} from './notification-display.ts';

describe('notification display (spec/3 §8)', () => {
  it('keeps each kind for the spec time: default 5 s, fast 2 s, slow 7.5 s, slow error 10 s', () => {
    expect(NOTIFICATION_DURATIONS_MS).toEqual({ default: 5000, fast: 2000, slow: 7500, slowError: 10_000 });
    expect(NOTIFICATION_DEDUPE_MS).toBe(5000);
  });

  describe('the same text within 5 s', () => {
    beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
    afterEach(() => vi.useRealTimers());

    // The rule takes the clock as an argument; the fake clock walks it as a page's would.
    let recent: ShownNotification[] = [];
    const show = (text: string) => {
      const outcome = admitNotification(recent, text, Date.now());
      recent = outcome.recent;
      return outcome.admitted;
    };
    beforeEach(() => {
      recent = [];
    });

    it('drops a repeat until 5 s after the first showing, then shows it again', () => {
      expect(show('Hay productos pendientes de otro local')).toBe(true);
      vi.advanceTimersByTime(4999);
      expect(show('Hay productos pendientes de otro local')).toBe(false);
      vi.advanceTimersByTime(1);
      expect(show('Hay productos pendientes de otro local')).toBe(true);
    });

    it('does not let dropped repeats stretch the window', () => {
      expect(show('Agotado')).toBe(true);
      for (let i = 0; i < 4; i++) {
        vi.advanceTimersByTime(1000);
        expect(show('Agotado')).toBe(false);
      }
      vi.advanceTimersByTime(1000);
      expect(show('Agotado')).toBe(true);
    });

    it('shows a different text at once and forgets texts older than the window', () => {
      expect(show('Agregado a tu pedido')).toBe(true);
      expect(show('Agotado')).toBe(true);
      expect(show('agregado a tu pedido')).toBe(true);
      vi.advanceTimersByTime(NOTIFICATION_DEDUPE_MS);
      expect(show('Sesion Cerrada')).toBe(true);
      expect(recent.map((r) => r.text)).toEqual(['Sesion Cerrada']);
    });
  });
});
