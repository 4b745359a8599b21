import { describe, expect, it } from 'vitest';
import { addressListRefusal, addressProblems } from './address.ts';

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

  it('refuses a list with an incomplete address or a repeated alias, in Spanish', () => {
    expect(addressListRefusal([at('Casa'), at('Oficina')])).toBeNull();
    expect(addressListRefusal([at('Casa'), at('Oficina', { cm: '', ci: 'S' })])).toBe(
      'Debe completar información: Comuna, Ciudad (Oficina)',
    );
    expect(addressListRefusal([at('Casa'), at('CASA ')])).toBe('Alias ya registrado: CASA');
  });

  it('counts an empty alias as Home, once', () => {
    expect(addressListRefusal([at(''), at('Oficina')])).toBeNull();
    expect(addressListRefusal([at(''), at('home')])).toBe('Alias ya registrado: home');
  });
});
