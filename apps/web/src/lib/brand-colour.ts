/**
 * Colour helpers for the restaurant's main colour (`cfg.app.colorP`, 6 hex digits without '#').
 * The colour is chosen by the restaurant, so text placed on it must pick its own readable colour.
 */

/** WCAG relative luminance of a 6-digit hex colour, or null when it is not one. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two luminances. */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on the given background colour. */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const lum = relativeLuminance(hex);
  if (lum === null) return '#ffffff';
  return contrastRatio(lum, 0) >= contrastRatio(lum, 1) ? '#000000' : '#ffffff';
}

/** '#rrggbb' from a stored colour, or the fallback when the stored value is not a colour. */
export function cssColour(hex: string, fallback: string): string {
  return relativeLuminance(hex) === null ? fallback : `#${hex.replace('#', '').toLowerCase()}`;
}
