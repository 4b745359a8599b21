import { describe, expect, it, vi } from 'vitest';

// lockdown.ts only imports Electron's types; the module itself must load without Electron.
vi.mock('electron', () => ({}));
const { isBlockedKey } = await import('./lockdown.ts');

const key = (
  k: string,
  mods: Partial<{ control: boolean; meta: boolean; shift: boolean; alt: boolean }> = {},
) => ({
  key: k,
  control: false,
  meta: false,
  shift: false,
  alt: false,
  ...mods,
});

describe('kiosk lockdown keys', () => {
  it('blocks reload, close, devtools, full screen and zoom', () => {
    for (const input of [
      key('F5'),
      key('F11'),
      key('F12'),
      key('r', { control: true }),
      key('w', { control: true }),
      key('q', { meta: true }),
      key('I', { control: true, shift: true }),
      key('+', { control: true }),
      key('F4', { alt: true }),
    ]) {
      expect(isBlockedKey(input), JSON.stringify(input)).toBe(true);
    }
  });

  it('lets typing through (names, e-mails, the keypad)', () => {
    for (const input of [key('a'), key('@', { shift: true }), key('5'), key('Backspace'), key('Enter')]) {
      expect(isBlockedKey(input)).toBe(false);
    }
  });
});
