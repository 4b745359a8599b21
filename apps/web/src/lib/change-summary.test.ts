import { describe, expect, it } from 'vitest';
import { changedValues, shownValue } from './change-summary.ts';

describe('a back-office change put readably', () => {
  it('names each value that moved by its path, before and after', () => {
    const before = {
      shifts: [{ hi: '12:00', hf: '23:00', d: 127 }],
      kitchenTimers: { arrivalAmberMinutes: 5 },
    };
    const after = {
      shifts: [{ hi: '12:00', hf: '22:30', d: 127 }],
      kitchenTimers: { arrivalAmberMinutes: 7 },
    };
    expect(changedValues(before, after)).toEqual([
      { path: 'shifts[0].hf', before: '23:00', after: '22:30' },
      { path: 'kitchenTimers.arrivalAmberMinutes', before: '5', after: '7' },
    ]);
  });

  it('says which plain values joined or left a list, wherever they sit in it', () => {
    expect(
      changedValues({ holidays: ['2026-12-25', '2027-01-01'] }, { holidays: ['2026-09-18', '2026-12-25'] }),
    ).toEqual([
      { path: 'holidays', before: '2027-01-01', after: '—' },
      { path: 'holidays', before: '—', after: '2026-09-18' },
    ]);
  });

  it('shows a thing that appeared or went as a whole, short', () => {
    expect(changedValues({ shifts: [] }, { shifts: [{ hi: '09:00' }] })).toEqual([
      { path: 'shifts[0]', before: '—', after: '{"hi":"09:00"}' },
    ]);
    expect(changedValues({ nmTrad: { en: 'Cash' } }, { nmTrad: {} })).toEqual([
      { path: 'nmTrad.en', before: 'Cash', after: '—' },
    ]);
    expect(shownValue('x'.repeat(200))).toHaveLength(80);
  });

  it('finds nothing in a change that changed nothing, and a whole value when there are no fields', () => {
    expect(changedValues({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(changedValues('saved', 'confirmed')).toEqual([{ path: '—', before: 'saved', after: 'confirmed' }]);
  });
});
