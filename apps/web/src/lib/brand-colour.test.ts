import { describe, expect, it } from 'vitest';
import { contrastRatio, cssColour, readableTextOn, relativeLuminance } from './brand-colour.ts';

describe('brand colour', () => {
  it('measures luminance of black, white and invalid values', () => {
    expect(relativeLuminance('000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1);
    expect(relativeLuminance('red')).toBeNull();
    expect(relativeLuminance('FFF')).toBeNull();
  });

  it('computes the WCAG contrast ratio in either order', () => {
    expect(contrastRatio(1, 0)).toBeCloseTo(21);
    expect(contrastRatio(0, 1)).toBeCloseTo(21);
  });

  it('picks the text colour that reads best on the restaurant colour', () => {
    // The default FF4B33 is light enough that black text has the higher contrast.
    expect(readableTextOn('FF4B33')).toBe('#000000');
    expect(readableTextOn('1A237E')).toBe('#ffffff');
    expect(readableTextOn('FFEB3B')).toBe('#000000');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });

  it('turns a stored colour into CSS, falling back on bad data', () => {
    expect(cssColour('FF4B33', '#000')).toBe('#ff4b33');
    expect(cssColour('zzz', '#123456')).toBe('#123456');
  });
});
