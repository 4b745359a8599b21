import { describe, expect, it } from 'vitest';
import { placeText } from './place-text.ts';

describe("place text (issue 15 item 7: 'Santiago', not 'Santiago, Santiago')", () => {
  it('names a city equal to its comuna once, case and accents aside', () => {
    expect(placeText(['José Victorino Lastarria 70', 'Santiago', 'Santiago'])).toBe(
      'José Victorino Lastarria 70, Santiago',
    );
    expect(placeText(['Calle 1', 'Bogotá', 'BOGOTA'])).toBe('Calle 1, Bogotá');
  });
  it('keeps different names in order and drops empty parts', () => {
    expect(placeText(['Av. La Paz 1', '', null, 'Recoleta', 'Santiago'])).toBe(
      'Av. La Paz 1, Recoleta, Santiago',
    );
    expect(placeText([' ', undefined])).toBe('');
  });
});
