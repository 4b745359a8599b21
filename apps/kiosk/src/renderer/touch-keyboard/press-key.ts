import { KEY, type KeyboardKind, type KeyboardLayer } from './layouts.ts';

export type KeyboardState = { value: string; layer: KeyboardLayer };

/**
 * The layer a field's keyboard shows by itself: capitals where a word of a name starts ('Ana María',
 * 'Pérez-Cotapos') and where free text or a sentence starts; never in an e-mail or a phone number.
 */
export function autoLayer(kind: KeyboardKind, value: string): KeyboardLayer {
  if (kind === 'name') return value === '' || /[\s-]$/.test(value) ? 'shift' : 'default';
  if (kind === 'text') return value === '' || /[.!?]\s$/.test(value) ? 'shift' : 'default';
  return 'default';
}

/**
 * What one key does to the field. Keys type at the end of the value (an e-mail input has no caret
 * position to read); a key that would pass `maxLength` types nothing, so '.com' never arrives cut.
 * Shift lasts one letter: after any key the layer is the field's own again.
 */
export function pressKey(
  kind: KeyboardKind,
  state: KeyboardState,
  key: string,
  maxLength = Number.POSITIVE_INFINITY,
): KeyboardState {
  if (key === KEY.shift) return { value: state.value, layer: state.layer === 'shift' ? 'default' : 'shift' };
  const value = nextValue(state.value, key, maxLength);
  return { value, layer: autoLayer(kind, value) };
}

function nextValue(value: string, key: string, maxLength: number): string {
  if (key === KEY.backspace) return Array.from(value).slice(0, -1).join('');
  const typed = key === KEY.space ? ' ' : key.startsWith('{') ? '' : key;
  return value.length + typed.length > maxLength ? value : value + typed;
}
