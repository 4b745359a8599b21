/**
 * Black or white, whichever contrasts more with a brand colour (WCAG relative luminance), so a
 * restaurant's colour never makes the big buttons unreadable.
 */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const value = hex.replace('#', '');
  const channel = (i: number) => {
    const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  const onBlack = (luminance + 0.05) / 0.05;
  const onWhite = 1.05 / (luminance + 0.05);
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}

/** CSS variables for the restaurant's colour and its readable text colour. */
export function brandStyle(colour: string): Record<string, string> {
  return { '--brand': colour, '--on-brand': readableTextOn(colour) };
}
