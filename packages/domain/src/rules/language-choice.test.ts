import { describe, expect, it } from 'vitest';
import { asLanguage, chooseLanguage, dateLocale, languagePriorities } from './language-choice.ts';

describe('language choice (spec/2 §4 Languages, spec/3 §9)', () => {
  it('is Spanish with nothing to go on: es 100 outranks en 99', () => {
    expect(chooseLanguage({})).toBe('es');
    expect(languagePriorities({})).toEqual([
      { ix: 'es', pr: 100 },
      { ix: 'en', pr: 99 },
    ]);
  });

  it("raises the country's language to 1000", () => {
    expect(languagePriorities({ country: 'us' })).toEqual([
      { ix: 'en', pr: 1000 },
      { ix: 'es', pr: 100 },
    ]);
    expect(chooseLanguage({ country: 'us' })).toBe('en');
    for (const country of ['cl', 'ar', 'es', 'mx', 'co', 'pe', 'CL']) {
      expect(chooseLanguage({ country, browser: ['en-US'] })).toBe('es');
    }
  });

  it("counts the browser's languages after the country, before the own priorities", () => {
    expect(chooseLanguage({ browser: ['en-US', 'es'] })).toBe('en');
    expect(chooseLanguage({ browser: ['fr-FR', 'en'] })).toBe('en');
    expect(chooseLanguage({ browser: ['es-CL', 'en'] })).toBe('es');
    expect(chooseLanguage({ country: 'us', browser: ['es-CL'] })).toBe('en');
    // A country with no language of ours raises nothing: the browser decides.
    expect(chooseLanguage({ country: 'br', browser: ['en'] })).toBe('en');
  });

  it('lets the device remember the last choice over country and browser', () => {
    expect(chooseLanguage({ stored: 'en', country: 'cl', browser: ['es'] })).toBe('en');
    expect(chooseLanguage({ stored: 'es', country: 'us' })).toBe('es');
  });

  it("lets a signed-in diner's saved preference (prefs.idi) win over everything", () => {
    expect(chooseLanguage({ saved: 'en', stored: 'es', country: 'cl', browser: ['es'] })).toBe('en');
    expect(chooseLanguage({ saved: 'es', stored: 'en', country: 'us', browser: ['en'] })).toBe('es');
  });

  it('ignores unknown and garbage values and falls through to the next signal', () => {
    expect(chooseLanguage({ saved: 'fr', stored: 42, country: 'xx', browser: [null, {}, 'de'] })).toBe('es');
    expect(chooseLanguage({ saved: '', stored: 'klingon', country: 'usa', browser: 'en' as never })).toBe(
      'es',
    );
    expect(chooseLanguage({ saved: undefined, stored: 'EN' })).toBe('en');
    expect(asLanguage('en_GB')).toBe('en');
    expect(asLanguage(' es-MX ')).toBe('es');
    expect(asLanguage('english')).toBeNull();
    expect(asLanguage(undefined)).toBeNull();
  });
});

describe('date locale (spec/2 §9 supported locales)', () => {
  it('is en-US in English whatever the country', () => {
    expect(dateLocale('en', 'cl')).toBe('en-US');
    expect(dateLocale('en', undefined)).toBe('en-US');
  });

  it("is the country's Spanish in Spanish, Chile's for another or unknown country", () => {
    expect(dateLocale('es', 'cl')).toBe('es-CL');
    expect(dateLocale('es', 'AR')).toBe('es-AR');
    expect(dateLocale('es', 'es')).toBe('es-ES');
    expect(dateLocale('es', 'mx')).toBe('es-MX');
    expect(dateLocale('es', 'co')).toBe('es-CO');
    expect(dateLocale('es', 'pe')).toBe('es-PE');
    expect(dateLocale('es', 'us')).toBe('es-CL');
    expect(dateLocale('es', 'zz')).toBe('es-CL');
    expect(dateLocale('garbage', null)).toBe('es-CL');
  });
});
