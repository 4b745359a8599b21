import { describe, expect, it } from 'vitest';
import {
  addressListProblems,
  addressProblems,
  findSamePlace,
  missingFieldTexts,
  samePlace,
} from './address.ts';

const at = (alias: string, over: object = {}) => ({
  alias,
  di: 'Merced 100',
  cm: 'Santiago',
  ci: 'Santiago',
  ...over,
});

describe('the address rule (spec/2 §5 Address)', () => {
  it('names every field that is missing or too short, and a taken alias', () => {
    expect(addressProblems({ di: 'Calle', cm: 'S', ci: '', alias: 'C' }, [])).toEqual({
      missing: ['street', 'commune', 'city', 'alias'],
      aliasTaken: false,
    });
    expect(addressProblems(at(' casa '), [at('Casa')])).toEqual({ missing: [], aliasTaken: true });
    expect(addressProblems(at(''), [], false).missing).toEqual([]);
  });

  it('refuses a list with an incomplete address or a repeated alias, as texts naming the address', () => {
    expect(addressListProblems([at('Casa'), at('Oficina')])).toEqual([]);
    expect(addressListProblems([at('Casa'), at('Oficina', { cm: '', ci: 'S' })])).toEqual([
      { key: 'p1_err_address_missing_commune', params: { alias: 'Oficina' } },
      { key: 'p1_err_address_missing_city', params: { alias: 'Oficina' } },
    ]);
    expect(addressListProblems([at('Casa'), at('CASA ')])).toEqual([
      { key: 'p1_err_address_alias_taken', params: { alias: 'CASA' } },
    ]);
  });

  it('counts an empty alias as Home, once', () => {
    expect(addressListProblems([at(''), at('Oficina')])).toEqual([]);
    expect(addressListProblems([at(''), at('home')])).toEqual([
      { key: 'p1_err_address_alias_taken', params: { alias: 'home' } },
    ]);
  });

  it("words missing fields with the caller's parameters (the server's checks add the request's field)", () => {
    expect(missingFieldTexts(['street', 'alias'], { alias: 'Casa', field: 'address' })).toEqual([
      { key: 'p1_err_address_missing_street', params: { alias: 'Casa', field: 'address' } },
      { key: 'p1_err_address_missing_alias', params: { alias: 'Casa', field: 'address' } },
    ]);
  });
});

describe('the same place, whatever it is called (issue 16 item 3)', () => {
  const home = { alias: 'Home', di: 'Avenida Providencia 1200', dp: '', lt: -33.426, lg: -70.615 };
  it('is the street, the apartment and the point; never the alias', () => {
    const renamed = { ...home, alias: 'Home 2', di: ' avenida providencia 1200 ' };
    expect(samePlace(home, renamed)).toBe(true);
    expect(samePlace(home, { ...home, dp: 'Depto 5' })).toBe(false);
    expect(samePlace(home, { ...home, lt: -33.427 })).toBe(false);
    expect(samePlace(home, { ...home, di: 'Avenida Providencia 1201' })).toBe(false);
  });
  it("finds the list's copy, by the same alias when several are the same place", () => {
    const renamed = { ...home, alias: 'Home 2' };
    const office = { ...home, alias: 'Oficina' };
    expect(findSamePlace([renamed], home)).toBe(renamed);
    expect(findSamePlace([renamed, office], office)).toBe(office);
    expect(findSamePlace([{ ...home, di: 'Otra 1' }], home)).toBeUndefined();
  });
});
