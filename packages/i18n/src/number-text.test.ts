import { describe, expect, it } from 'vitest';
import { numberText } from './number-text.ts';

describe("numbers in texts (issue 15 item 7: '2,6 km' in Spanish)", () => {
  it("writes a fraction with the language's decimal mark", () => {
    expect(numberText(2.6, 'es')).toBe('2,6');
    expect(numberText(2.6, 'en')).toBe('2.6');
    expect(numberText(2.04, 'es')).toBe('2');
  });
  it('writes whole numbers as they are, never grouped', () => {
    expect(numberText(1500, 'en')).toBe('1500');
    expect(numberText(1, 'es')).toBe('1');
  });
});
