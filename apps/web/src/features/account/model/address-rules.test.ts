import { describe, expect, it } from 'vitest';
import {
  addressText,
  emptyAddress,
  makeDefault,
  withAddress,
  withoutAddress,
  withTemporary,
} from './address-rules.ts';

const a = (alias: string, def = false) => ({
  ...emptyAddress(),
  alias,
  di: 'Merced 100',
  cm: 'Santiago',
  ci: 'Santiago',
  def,
});

describe('address rules (spec/2 §4, §5)', () => {
  it('appends or replaces; a default clears the others and goes first; empty alias is Home', () => {
    const list = [a('Casa', true), a('Oficina')];
    const added = withAddress(list, -1, { ...a(''), def: true });
    expect(added.map((x) => [x.alias, x.def])).toEqual([
      ['Home', true],
      ['Casa', false],
      ['Oficina', false],
    ]);
    expect(withAddress(list, 1, a('Trabajo')).map((x) => x.alias)).toEqual(['Casa', 'Trabajo']);
    expect(makeDefault(list, 1).map((x) => [x.alias, x.def])).toEqual([
      ['Oficina', true],
      ['Casa', false],
    ]);
  });

  it('refuses to delete the last address', () => {
    expect(withoutAddress([a('Casa')], 0)).toBeNull();
    expect(withoutAddress([a('Casa', true), a('Oficina')], 0)?.map((x) => [x.alias, x.def])).toEqual([
      ['Oficina', true],
    ]);
  });
});

describe('a temporary address when the diner signs in (spec/2 §4, issue 16 item 3)', () => {
  const temporary = { ...a('Home'), di: 'Avenida Providencia 1200', lt: -33.426, lg: -70.615 };
  it('is the only address, as default, of a profile with none', () => {
    expect(withTemporary([], temporary)).toEqual([{ ...temporary, def: true }]);
  });
  it('is appended with a unique alias, not as default, to a profile with others', () => {
    const next = withTemporary([a('Casa', true), a('home')], temporary);
    expect(next?.map((x) => [x.alias, x.def])).toEqual([
      ['Casa', true],
      ['home', false],
      ['Home 2', false],
    ]);
  });
  it('changes nothing when the profile already holds it', () => {
    expect(withTemporary([a('Casa', true), { ...temporary, alias: 'Pega' }], temporary)).toBeNull();
  });
  it('is another place at another apartment of the same street and point', () => {
    const next = withTemporary([a('Casa', true), { ...temporary, alias: 'Pega', dp: 'Of. 501' }], temporary);
    expect(next?.map((x) => [x.alias, x.dp])).toEqual([
      ['Casa', ''],
      ['Pega', 'Of. 501'],
      ['Home', ''],
    ]);
  });
});

describe("an address in one line (issue 15 item 7: 'Santiago', not 'Santiago, Santiago')", () => {
  const place = (cm: string, ci: string, dp = '') => ({ di: 'Avenida Brasil 1500', dp, cm, ci });
  it('writes a city equal to its comuna once, and a different city after it', () => {
    expect(addressText(place('Valparaíso', 'Valparaíso'))).toBe('Avenida Brasil 1500, Valparaíso');
    expect(addressText(place('Providencia', 'Santiago', 'Depto 5'))).toBe(
      'Avenida Brasil 1500, Depto 5, Providencia, Santiago',
    );
    expect(addressText(place('', 'Santiago'))).toBe('Avenida Brasil 1500, Santiago');
  });
});
