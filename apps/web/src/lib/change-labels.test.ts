import type { TCurrency } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { changeLabel, changeValue } from './change-labels.ts';

// Issue 13 item 3 'who, when, what': a manager reads the back office's names and the venue's money, not stored
// paths and minor units.
const t = (key: string) => `<${key}>`;
const EUR: TCurrency = {
  code: 'EUR',
  symbol: '€',
  symbolPosition: 'after',
  decimalSeparator: ',',
  decimals: 2,
  thousandsSeparator: '.',
};

describe('changeLabel', () => {
  const before = { nm: 'Quesos', extras: [{ np: 'Queso extra', pm: 400 }] };
  const after = {
    nm: 'Quesos',
    extras: [
      { np: 'Cheddar', pm: 300 },
      { np: 'Queso extra', pm: 450 },
    ],
  };

  it('names fields by the back office’s words and list elements by their own names', () => {
    expect(changeLabel('extras[1].pm', before, after, t)).toBe(
      '<m9000_ch_field_extras> · Queso extra · <m9000_ch_field_price>',
    );
    expect(changeLabel('shifts[0].hf', {}, { shifts: [{ jid: 'cena', hf: '23:30' }] }, t)).toBe(
      '<m9000_ch_field_shifts> · cena · <m9000_ch_field_to>',
    );
  });

  it('falls back to the element’s position and the stored field name', () => {
    expect(changeLabel('extras[0].xyz', { extras: [{}] }, { extras: [{}] }, t)).toBe(
      '<m9000_ch_field_extras> · 1 · xyz',
    );
    // An element removed is named from the part before the change.
    expect(changeLabel('extras[0].np', before, { extras: [] }, t)).toBe(
      '<m9000_ch_field_extras> · Queso extra · <m9000_ch_field_name>',
    );
  });
});

describe('changeValue', () => {
  it('shows prices in the venue’s currency', () => {
    expect(changeValue('extras[1].pm', '450', t, EUR)).toMatch(/^4,50\s?€$/);
    // Without a currency, as stored.
    expect(changeValue('pm', '450', t)).toBe('450');
  });

  it('shows a shift’s days as weekdays, Monday first, and switches as yes or no', () => {
    expect(changeValue('shifts[0].d', String(1 + 2 + 64), t)).toBe(
      '<m9000_set_day_1> <m9000_set_day_6> <m9000_set_day_0>',
    );
    expect(changeValue('shifts[0].rv', 'true', t)).toBe('<m9000_ch_yes>');
    expect(changeValue('shifts[0].hf', '23:30', t)).toBe('23:30');
  });
});
