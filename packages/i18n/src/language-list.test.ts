import { describe, expect, it } from 'vitest';
import { EMBEDDED_LANGUAGES, fetchLanguagesToOffer, languagesToOffer } from './language-list.ts';

describe('the languages a switch offers (spec/2 §4: the platform lists them)', () => {
  it("offers the platform's active languages in its order, named as it names them", () => {
    const listed = [
      { ix: 'en', nati: 'English (US)', pr: 99, ac: true },
      { ix: 'es', nati: 'Castellano', pr: 100, ac: true },
    ];
    expect(languagesToOffer(listed)).toEqual([
      { ix: 'en', nati: 'English (US)' },
      { ix: 'es', nati: 'Castellano' },
    ]);
  });

  it('leaves out inactive entries, languages without texts here, repeats and malformed entries', () => {
    const listed = [
      { ix: 'es', nati: 'Español', pr: 100, ac: true },
      { ix: 'en', nati: 'English', pr: 99, ac: false },
      { ix: 'fr', nati: 'Français', pr: 98, ac: true },
      { ix: 'es', nati: 'Otra vez', pr: 1, ac: true },
      null,
      'en',
    ];
    expect(languagesToOffer(listed)).toEqual([{ ix: 'es', nati: 'Español' }]);
    expect(languagesToOffer([{ ix: 'en', nati: ' ', pr: 1, ac: true }])).toEqual([
      { ix: 'en', nati: 'English' },
    ]);
  });

  it('falls back to the embedded es and en when the list leaves nothing or is not a list', () => {
    expect(EMBEDDED_LANGUAGES).toEqual([
      { ix: 'es', nati: 'Español' },
      { ix: 'en', nati: 'English' },
    ]);
    expect(languagesToOffer([])).toBe(EMBEDDED_LANGUAGES);
    expect(languagesToOffer([{ ix: 'en', nati: 'English', pr: 99, ac: false }])).toBe(EMBEDDED_LANGUAGES);
    expect(languagesToOffer({ ok: false })).toBe(EMBEDDED_LANGUAGES);
  });

  it('falls back to the embedded languages when the platform cannot be asked', async () => {
    expect(
      await fetchLanguagesToOffer(async () => {
        throw new Error('offline');
      }),
    ).toBe(EMBEDDED_LANGUAGES);
    expect(await fetchLanguagesToOffer(async () => [{ ix: 'en', nati: 'English', pr: 1, ac: true }])).toEqual(
      [{ ix: 'en', nati: 'English' }],
    );
  });
});
