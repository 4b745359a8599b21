import { describe, expect, it } from 'vitest';
import { bookingSetupProblems } from './booking-setup.ts';

// Issue 17 items 3 and 7: a bookable shift seats covers (at least 1), a blocked shift is one of the venue's.
const dinner = { jid: 'cena', hi: '20:00', hf: '23:00', d: 127 };

describe('bookingSetupProblems', () => {
  it('takes shifts that are not bookable with or without covers, and bookable ones with covers', () => {
    expect(
      bookingSetupProblems({
        shifts: [dinner, { ...dinner, jid: 'almuerzo', cv: 0 }, { ...dinner, jid: 'noche', rv: true, cv: 1 }],
      }),
    ).toEqual([]);
  });

  it('names each bookable shift without covers, or with fewer than 1', () => {
    expect(
      bookingSetupProblems({
        shifts: [
          { ...dinner, rv: true },
          { ...dinner, jid: 'almuerzo', rv: true, cv: 0 },
          { ...dinner, jid: 'tarde', rv: true, cv: 2.5 },
        ],
      }),
    ).toEqual([
      { key: 'p1_err_catalog_shift_covers', params: { shift: 'cena' } },
      { key: 'p1_err_catalog_shift_covers', params: { shift: 'almuerzo' } },
      { key: 'p1_err_catalog_shift_covers', params: { shift: 'tarde' } },
    ]);
  });

  it('names a shift blocked on a date that the venue does not have', () => {
    const booking = {
      bks: [
        { fr: '2026-12-24', ta: 'cena' },
        { fr: '2026-12-31', ta: 'nochevieja' },
      ],
    };
    expect(bookingSetupProblems({ shifts: [dinner], booking })).toEqual([
      { key: 'p1_err_catalog_blocked_shift', params: { shift: 'nochevieja', date: '2026-12-31' } },
    ]);
  });
});
