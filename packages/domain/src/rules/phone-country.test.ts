import { describe, expect, it } from 'vitest';
import { checkCountryPhone, PHONE_INPUT_COUNTRIES, phoneInputCountryOf } from './phone-country.ts';

describe("the profile's phone per country (spec/2 §3 phone input countries, §5 'Teléfono inválido')", () => {
  it('offers the spec’s eleven countries', () => {
    expect(PHONE_INPUT_COUNTRIES).toEqual(['CL', 'AR', 'PE', 'CO', 'EC', 'BO', 'MX', 'US', 'ES', 'PA', 'BZ']);
  });

  it("reads a national number as the chosen country's and keeps it international", () => {
    expect(checkCountryPhone('9 8765 4321', 'CL')).toEqual({
      ok: true,
      country: 'CL',
      international: '+56 9 8765 4321',
      national: '9 8765 4321',
    });
    expect(checkCountryPhone('612 34 56 78', 'ES')).toMatchObject({
      ok: true,
      international: '+34 612 34 56 78',
    });
    expect(checkCountryPhone('(202) 555-0123', 'US')).toMatchObject({
      ok: true,
      international: '+1 202 555 0123',
    });
    expect(checkCountryPhone('55 1234 5678', 'MX')).toMatchObject({ ok: true, country: 'MX' });
  });

  it("refuses a number that is not the country's: a Santiago landline is no Spanish number", () => {
    expect(checkCountryPhone('2 2345 6789', 'CL').ok).toBe(true);
    expect(checkCountryPhone('2 2345 6789', 'ES').ok).toBe(false);
    expect(checkCountryPhone('612 345 678', 'AR').ok).toBe(false);
    expect(checkCountryPhone('1234 5678', 'CL').ok).toBe(false);
    expect(checkCountryPhone('12345', 'CL').ok).toBe(false);
    expect(checkCountryPhone('', 'CL').ok).toBe(false);
  });

  it("takes another offered country's number given with its '+' code, and no other", () => {
    expect(checkCountryPhone('+34 612 34 56 78', 'CL')).toMatchObject({ ok: true, country: 'ES' });
    // Brazil is a real number but no country of the profile's phone input.
    expect(checkCountryPhone('+55 11 91234 5678', 'CL').ok).toBe(false);
  });

  it('refuses letters and more than 25 characters', () => {
    expect(checkCountryPhone('9 8765 43ab', 'CL').ok).toBe(false);
    expect(checkCountryPhone('+56 9 8765 4321          0', 'CL').ok).toBe(false);
  });

  it("finds the input's country of a saved phone by its code, else the profile's", () => {
    expect(phoneInputCountryOf('+34 612 34 56 78', 'CL')).toBe('ES');
    expect(phoneInputCountryOf('9 8765 4321', 'AR')).toBe('AR');
    expect(phoneInputCountryOf('+55 11 91234 5678', 'CL')).toBe('CL');
  });
});
