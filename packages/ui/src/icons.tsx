/**
 * Icons drawn as inline SVG, never as emoji or symbol characters: a bare Debian totem has no emoji font
 * and shows those as empty boxes (issue 12 item 5). Each icon is line art on a 24×24 grid, stroked in
 * the text colour, so it follows the button it sits in. No icon font and nothing from the network.
 */
const ICON_PATHS = {
  minus: ['M5 12h14'],
  plus: ['M12 5v14', 'M5 12h14'],
  /** A key shaped like a tag pointing left with a cross: delete what is left of the cursor. */
  backspace: ['M9 5h11a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H9l-7-7z', 'M17 9l-6 6', 'M11 9l6 6'],
  /** An outlined arrow up: the next letter in capitals. */
  shift: ['M12 3l-8 8h4.5v9h7v-9H20z'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  /** Fork and knife: eat here. */
  eatHere: ['M6 3v7', 'M4 3v5a2 2 0 0 0 4 0V3', 'M6 10v11', 'M18 21V3c-2.2 1.6-3.5 4.5-3.5 8.5H18'],
  /** A shopping bag with handles: take away. */
  takeAway: ['M5 8h14l-1 13H6z', 'M9 10V6a3 3 0 0 1 6 0v4'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;

const SVG_ATTRIBUTES = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * One icon. Decorative (aria-hidden): the control it sits in carries the name a screen reader says.
 * `size` is any CSS length; 1em follows the font size around it.
 */
export function Icon({
  name,
  size = '1em',
  className,
}: {
  name: IconName;
  size?: string;
  className?: string;
}) {
  return (
    <svg
      {...SVG_ATTRIBUTES}
      width={size}
      height={size}
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/**
 * The same icon as SVG markup, for widgets that take their labels as HTML rather than as React nodes
 * (the on-screen keyboard's keys). Built from the same paths, so both always draw the same thing.
 */
export function iconMarkup(name: IconName, size = '1em'): string {
  const paths = ICON_PATHS[name].map((d) => `<path d="${d}"/>`).join('');
  return (
    `<svg viewBox="${SVG_ATTRIBUTES.viewBox}" width="${size}" height="${size}" fill="none" ` +
    `stroke="currentColor" stroke-width="${SVG_ATTRIBUTES.strokeWidth}" stroke-linecap="round" ` +
    `stroke-linejoin="round" class="ui-icon" aria-hidden="true" focusable="false">${paths}</svg>`
  );
}
