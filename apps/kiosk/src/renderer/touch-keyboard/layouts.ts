/**
 * Which keys the on-screen keyboard shows (issue 12 item 5: the totem is touch only). A layout is
 * simple-keyboard's: per layer, rows of space-separated keys, `{name}` for a key that acts rather than
 * types. The field decides the variant (a name, free text, an e-mail, a phone number) and the diner's
 * language the letters.
 */

/** What the focused field holds: it picks the keys and whether capitals come by themselves. */
export type KeyboardKind = 'name' | 'text' | 'email' | 'phone';
export type KeyboardLanguage = 'es' | 'en';
export type KeyboardLayer = 'default' | 'shift';
export type KeyboardLayout = Record<KeyboardLayer, string[]>;

/** The keys that act instead of typing themselves. */
export const KEY = { backspace: '{bksp}', shift: '{shift}', space: '{space}', done: '{done}' } as const;

const DIGITS_ROW = `1 2 3 4 5 6 7 8 9 0 ${KEY.backspace}`;

/**
 * Letters for names and free text. Spanish has ñ beside l, as on a Spanish keyboard; both languages
 * keep the accented vowels in view, since a diner named José or Peña orders in English too.
 */
const LETTERS: Record<KeyboardLanguage, string[]> = {
  es: [
    'q w e r t y u i o p',
    'a s d f g h j k l ñ',
    `${KEY.shift} z x c v b n m , . -`,
    `á é í ó ú ü ${KEY.space}`,
  ],
  en: [
    'q w e r t y u i o p',
    "a s d f g h j k l '",
    `${KEY.shift} z x c v b n m , . -`,
    `á é í ó ú ñ ${KEY.space}`,
  ],
};

/**
 * An e-mail address: lower-case letters, digits and what addresses use (packages/domain's ZEmail
 * accepts nothing else), no space and no shift; '.com' types the ending most addresses have.
 */
const EMAIL_ROWS = [DIGITS_ROW, 'q w e r t y u i o p', 'a s d f g h j k l', 'z x c v b n m _ -', '@ . .com'];

/** A national phone number: the country and its prefix are chosen beside the field. */
const PHONE_ROWS = ['1 2 3', '4 5 6', '7 8 9', `0 ${KEY.backspace}`];

/** The keyboard's language for the diner's: Spanish letters for Spanish, the English ones otherwise. */
export function keyboardLanguage(language: string): KeyboardLanguage {
  return language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/**
 * The layout for a field: `done` adds the key that closes a keyboard that opens over a screen (the
 * product's comment), where one that is the screen's own (UserData) has none.
 */
export function keyboardLayout(
  kind: KeyboardKind,
  language: KeyboardLanguage,
  { done = false }: { done?: boolean } = {},
): KeyboardLayout {
  const rows =
    kind === 'email' ? EMAIL_ROWS : kind === 'phone' ? PHONE_ROWS : [DIGITS_ROW, ...LETTERS[language]];
  const withDone = done ? [...rows.slice(0, -1), `${rows.at(-1)} ${KEY.done}`] : rows;
  // Only letters have capitals: an e-mail or a phone number has no shift key, its layer stays the same.
  const hasCapitals = kind === 'name' || kind === 'text';
  return {
    default: withDone,
    shift: hasCapitals ? withDone.map((row) => row.split(' ').map(upperKey).join(' ')) : withDone,
  };
}

const upperKey = (key: string) => (key.startsWith('{') ? key : key.toLocaleUpperCase('es'));

/** Every key of a layout once, for attributes that go on all of them. */
export function layoutKeys(layout: KeyboardLayout): string[] {
  return [...new Set(Object.values(layout).flatMap((rows) => rows.flatMap((row) => row.split(' '))))];
}
