import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label.ts';

describe('dayLabel', () => {
  it('a calendar date in words, short for screens and long for mail, whatever the machine zone', () => {
    expect(dayLabel('2026-11-28', 'es')).toBe('sáb, 28 nov');
    expect(dayLabel('2026-11-28', 'en')).toBe('Sat, Nov 28');
    expect(dayLabel('2026-11-28', 'es', 'long')).toBe('sábado, 28 de noviembre');
    expect(dayLabel('2026-11-28', 'en', 'long')).toBe('Saturday, November 28');
    expect(dayLabel('no-date', 'es')).toBe('no-date');
  });
});
