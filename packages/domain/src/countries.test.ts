import { describe, expect, it } from 'vitest';
import {
  countryByCode,
  countryByLocalName,
  countryName,
  countryTable,
  countryWithPrefix,
  isCountryCurrency,
} from './countries.ts';
import { PHONE_PLANS } from './rules/phone.ts';
import { PHONE_INPUT_COUNTRIES, phoneDialCode } from './rules/phone-country.ts';
import { PROFILE_COUNTRIES } from './rules/profile-country.ts';

describe('the country table (spec/2 §3)', () => {
  it('has about 250 rows, one per code, each with its names, continent and (nearly always) currency and prefix', () => {
    const rows = countryTable();
    expect(rows.length).toBeGreaterThanOrEqual(240);
    expect(rows.length).toBeLessThanOrEqual(260);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.code, row.code).toMatch(/^[A-Z]{2}$/);
      expect(row.name.length, row.code).toBeGreaterThan(0);
      expect(row.local.length, row.code).toBeGreaterThan(0);
      expect(row.continent, row.code).toMatch(/^(AF|AN|AS|EU|NA|OC|SA)$/);
      expect(row.currency, row.code).toMatch(/^([A-Z]{3})?$/);
      expect(row.prefix, row.code).toMatch(/^(\d{1,4})?$/);
    }
    // Only Antarctica has no currency; every row has a dialling prefix.
    expect(rows.filter((r) => r.currency === '').map((r) => r.code)).toEqual(['AQ']);
    expect(rows.filter((r) => r.prefix === '')).toEqual([]);
  });

  it('has the rows the screens rely on', () => {
    expect(countryByCode('CL')).toEqual({
      code: 'CL',
      name: 'Chile',
      local: 'Chile',
      continent: 'SA',
      continentName: 'South America',
      currency: 'CLP',
      prefix: '56',
    });
    expect(countryByCode('ES')).toMatchObject({
      name: 'Spain',
      local: 'España',
      currency: 'EUR',
      prefix: '34',
    });
    expect(countryByCode('US')).toMatchObject({ currency: 'USD', prefix: '1', continent: 'NA' });
    expect(countryByCode('MX')).toMatchObject({ local: 'México', currency: 'MXN', prefix: '52' });
  });

  it('knows every country the profile and the phone input offer', () => {
    for (const code of [...PROFILE_COUNTRIES, ...PHONE_INPUT_COUNTRIES])
      expect(countryByCode(code), code).not.toBeNull();
  });

  it('gives the prefixes the phone checks use (the kiosk plans and libphonenumber agree with it)', () => {
    for (const [code, plan] of Object.entries(PHONE_PLANS))
      expect(countryByCode(code)?.prefix, code).toBe(plan.dial);
    for (const code of PHONE_INPUT_COUNTRIES)
      expect(countryByCode(code)?.prefix, code).toBe(phoneDialCode(code));
  });
});

describe('lookup by code', () => {
  it('ignores case and surrounding spaces', () => {
    expect(countryByCode('cl')?.code).toBe('CL');
    expect(countryByCode('Cl')?.code).toBe('CL');
    expect(countryByCode(' pe ')?.code).toBe('PE');
  });

  it('finds nothing for an unknown, empty, longer or partial code', () => {
    for (const code of ['', 'XX', 'C', 'CLL', 'CHL', 'zz', '*', 'C.'])
      expect(countryByCode(code), code).toBeNull();
  });
});

describe('lookup by local name', () => {
  it('matches exactly', () => {
    expect(countryByLocalName('España')?.code).toBe('ES');
    expect(countryByLocalName('Perú')?.code).toBe('PE');
    expect(countryByLocalName('Chile')?.code).toBe('CL');
  });

  it('does not match another case, a missing accent, spaces or the English name', () => {
    for (const name of ['españa', 'ESPAÑA', 'Espana', ' España', 'Spain', 'Peru', 'Chil', ''])
      expect(countryByLocalName(name), name).toBeNull();
  });
});

describe('names for the screens', () => {
  it('English readers get the English name, others the country’s own', () => {
    expect(countryName('es', 'en')).toBe('Spain');
    expect(countryName('es', 'es')).toBe('España');
    expect(countryName('ES', 'es-CL')).toBe('España');
    expect(countryName('zz', 'es')).toBe('ZZ');
  });

  it('the phone input shows the prefix beside the name', () => {
    expect(countryWithPrefix('CL', 'es')).toBe('Chile (+56)');
    expect(countryWithPrefix('US', 'en')).toBe('United States (+1)');
    expect(countryWithPrefix('zz', 'en')).toBe('ZZ');
  });

  it('currencies are known when some country uses them', () => {
    expect(isCountryCurrency('CLP')).toBe(true);
    expect(isCountryCurrency('eur')).toBe(true);
    expect(isCountryCurrency('XYZ')).toBe(false);
    expect(isCountryCurrency('')).toBe(false);
  });
});
