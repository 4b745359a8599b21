import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS, fontSizeForWidth } from './paper-width.ts';

describe('fontSizeForWidth (spec/3 §9)', () => {
  it.each([
    [54, 12],
    [48, 14],
    [42, 15],
    [38, 16],
    [35, 19],
    [34, 18],
    [32, 20],
    [29, 22],
  ])('%i columns print at size %i', (columns, size) => {
    expect(fontSizeForWidth(columns)).toBe(size);
  });

  it('defaults to 38 columns', () => {
    expect(DEFAULT_COLUMNS).toBe(38);
    expect(fontSizeForWidth()).toBe(16);
  });

  it('scales by 1.5 on the IMIN3 printer only', () => {
    expect(fontSizeForWidth(38, 'IMIN3')).toBe(24);
    expect(fontSizeForWidth(48, 'imin3')).toBe(21);
    expect(fontSizeForWidth(38, 'EPSON')).toBe(16);
  });

  it('takes the nearest listed width for one the spec does not list', () => {
    expect(fontSizeForWidth(40)).toBe(16); // 38 and 42 are 2 away: the narrower wins
    expect(fontSizeForWidth(80)).toBe(12);
    expect(fontSizeForWidth(20)).toBe(22);
  });
});
