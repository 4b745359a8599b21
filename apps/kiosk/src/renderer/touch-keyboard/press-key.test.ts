import { isValidEmail, isValidPhone, isValidUserName } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { KEY, type KeyboardKind, keyboardLayout } from './layouts.ts';
import { autoLayer, type KeyboardState, pressKey } from './press-key.ts';

/** Taps keys one by one as a diner would, checking each is on the layer the keyboard shows then. */
function tap(kind: KeyboardKind, keys: string[], value = '', maxLength?: number): KeyboardState {
  const layout = keyboardLayout(kind, 'es');
  let state: KeyboardState = { value, layer: autoLayer(kind, value) };
  for (const key of keys) {
    const shown = layout[state.layer].flatMap((row) => row.split(' '));
    expect(shown, `${key} on the ${state.layer} layer`).toContain(key);
    state = pressKey(kind, state, key, maxLength);
  }
  return state;
}

describe('typing on the on-screen keyboard (issue 12 item 5)', () => {
  it('types a name with capitals where words start, ñ and an accent, valid for the domain', () => {
    const name = tap('name', ['J', 'o', 's', 'é', KEY.space, 'P', 'e', 'ñ', 'a']);
    expect(name.value).toBe('José Peña');
    expect(isValidUserName(name.value)).toBe(true);
  });

  it('lets shift take capitals off for one letter and back on', () => {
    const state = tap('name', [KEY.shift, 'd', 'e', KEY.shift, 'L', 'a']);
    expect(state.value).toBe('deLa');
    expect(state.layer).toBe('default');
  });

  it('capitalises free text where it starts and after a sentence, not after every word', () => {
    expect(autoLayer('text', '')).toBe('shift');
    expect(autoLayer('text', 'Sin cebolla ')).toBe('default');
    expect(autoLayer('text', 'Sin cebolla. ')).toBe('shift');
    expect(tap('text', ['B', 'i', 'e', 'n', KEY.space, 'c']).value).toBe('Bien c');
  });

  it('types an e-mail the domain accepts, .com in one tap', () => {
    const email = tap('email', ['a', 'n', 'a', '_', '1', '@', 'c', 'o', 'r', 'r', 'e', 'o', '.com']);
    expect(email.value).toBe('ana_1@correo.com');
    expect(isValidEmail(email.value)).toBe(true);
  });

  it('types a phone number the domain accepts for the chosen country', () => {
    const phone = tap('phone', ['9', '1', '2', '3', '4', '5', '6', '7', '8']);
    expect(isValidPhone(phone.value, 'CL')).toBe(true);
  });

  it('deletes the last character, and nothing on an empty field', () => {
    expect(tap('name', [KEY.backspace], 'Ana').value).toBe('An');
    expect(tap('name', [KEY.backspace]).value).toBe('');
  });

  it('never passes maxLength, and never types half of .com', () => {
    expect(tap('text', ['a', 'b'], 'xyz', 4).value).toBe('xyza');
    expect(tap('email', ['.com'], 'ana@correo', 12).value).toBe('ana@correo');
  });

  it('types nothing for the done key', () => {
    expect(pressKey('text', { value: 'Ana', layer: 'default' }, KEY.done).value).toBe('Ana');
  });
});
