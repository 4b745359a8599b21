import { describe, expect, it } from 'vitest';
import { addressLabels, PROFILE_COUNTRY_LOCALE, profileCountry } from './profile-country.ts';
import { profileSaveProblems } from './profile-save.ts';

describe('a profile save beyond its shape (spec/2 §3, §5 Profile)', () => {
  it("checks the phone against the profile's country, or the country the save chooses", () => {
    expect(profileSaveProblems({ ph: '9 8765 4321' }, 'cl')).toEqual([]);
    expect(profileSaveProblems({ ph: '2 2345 6789' }, 'es')).toEqual([{ key: 'm1_err_profile_phone' }]);
    expect(profileSaveProblems({ ph: '612 34 56 78', prefs: { pc: 'es' } }, 'cl')).toEqual([]);
    expect(profileSaveProblems({ ph: '+34 612 34 56 78' }, 'cl')).toEqual([]);
    expect(profileSaveProblems({ ph: '' }, 'cl')).toEqual([]);
  });

  it("verifies a Chilean profile's RUT check digit, and takes another country's tax id as typed", () => {
    expect(profileSaveProblems({ rut: '12.345.678-5' }, 'cl')).toEqual([]);
    expect(profileSaveProblems({ rut: '12.345.678-6' }, 'cl')).toEqual([{ key: 'm1_err_profile_rut' }]);
    expect(profileSaveProblems({ rut: 'X1234567L' }, 'es')).toEqual([]);
    expect(profileSaveProblems({ rut: '12.345.678-6', prefs: { pc: 'ar' } }, 'cl')).toEqual([]);
  });

  it('refuses a birth date that is no real day', () => {
    expect(profileSaveProblems({ fnY: 1990, fnM: 2, fnD: 28 }, 'cl')).toEqual([]);
    expect(profileSaveProblems({ fnY: 1990, fnM: 2, fnD: 30 }, 'cl')).toEqual([
      { key: 'm1_err_profile_birth_date' },
    ]);
    expect(profileSaveProblems({ fnY: 1990, fnM: null, fnD: 30 }, 'cl')).toEqual([]);
  });
});

describe("the profile's country (spec/2 §3 countries offered, §5 address labels)", () => {
  it('offers seven countries with a default locale each; anything else is cl', () => {
    expect(Object.keys(PROFILE_COUNTRY_LOCALE)).toEqual(['ar', 'cl', 'co', 'es', 'mx', 'pe', 'us']);
    expect(PROFILE_COUNTRY_LOCALE.us).toBe('en-US');
    expect(profileCountry('ES')).toBe('es');
    expect(profileCountry('xx')).toBe('cl');
    expect(profileCountry(undefined)).toBe('cl');
  });

  it("shows the postal code for es and us only, ZIP Code in the us; 'Opcional' for cl and ar", () => {
    expect(addressLabels('us')).toEqual({ zip: 'zip', optionalMarks: false });
    expect(addressLabels('es')).toEqual({ zip: 'postal', optionalMarks: false });
    expect(addressLabels('cl')).toEqual({ zip: null, optionalMarks: true });
    expect(addressLabels('ar')).toEqual({ zip: null, optionalMarks: true });
    expect(addressLabels('mx')).toEqual({ zip: null, optionalMarks: false });
  });
});
