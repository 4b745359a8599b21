import { describe, expect, it } from 'vitest';
import { charLength, leftRightLines, wrapWords } from './wrap.ts';

describe('wrapWords', () => {
  it('moves whole words to the next line', () => {
    expect(wrapWords('Hamburguesa doble con queso', 16)).toEqual(['Hamburguesa', 'doble con queso']);
  });

  it('cuts a word only when it alone is longer than a line', () => {
    expect(wrapWords('Supercalifragilístico es largo', 8)).toEqual([
      'Supercal',
      'ifragilí',
      'stico es',
      'largo',
    ]);
  });

  it('keeps forced line breaks and blank lines', () => {
    expect(wrapWords('a\n\nb', 5)).toEqual(['a', '', 'b']);
  });
});

describe('leftRightLines', () => {
  it('puts the right text at the edge and hangs the rest of the left text', () => {
    expect(leftRightLines('2 x Hamburguesa doble con queso', '$13.980', 32, 0, 4)).toEqual([
      '2 x Hamburguesa doble    $13.980',
      '    con queso',
    ]);
  });

  it('counts accented letters as one cell', () => {
    const [line] = leftRightLines('Piña', '€1', 10);
    expect(line).toBe('Piña    €1');
    expect(charLength(line!)).toBe(10);
  });

  it('gives a right text with no room its own line', () => {
    expect(leftRightLines('Total', '$1.000.000.000', 16)).toEqual(['Total', '  $1.000.000.000']);
  });
});
