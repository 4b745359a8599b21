import { LANGUAGES } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { readModuleFile, TRANSLATION_FILES } from './files.ts';
import { webEmbedded } from './web.ts';

describe('translation files (one source of truth for the platform and the embedded fallback)', () => {
  it('has the same keys in Spanish and English for every file of every module', async () => {
    for (const files of Object.values(TRANSLATION_FILES)) {
      for (const byLanguage of Object.values(files)) {
        const [es, en] = await Promise.all(LANGUAGES.map((lang) => byLanguage[lang]()));
        expect(Object.keys(en ?? {}).sort()).toEqual(Object.keys(es ?? {}).sort());
      }
    }
  });

  it("keeps kiosk and staff texts out of the diner's module, and diner texts out of the kiosk's", async () => {
    const diner = await Promise.all(
      Object.keys(TRANSLATION_FILES['2000']).map((f) => readModuleFile(TRANSLATION_FILES, '2000', 'es', f)),
    );
    const keys = diner.flatMap((texts) => Object.keys(texts ?? {}));
    expect(keys.some((k) => /^[mp](2000|5000|9000)_/.test(k))).toBe(false);
    const kiosk = await readModuleFile(TRANSLATION_FILES, 'kiosk', 'es', 'kiosk');
    expect(Object.keys(kiosk ?? {}).some((k) => k.startsWith('m1_menu') || k.startsWith('m9000_'))).toBe(
      false,
    );
  });

  it('embeds only the menu page files, in Spanish, in the web code (the server refusals come later)', () => {
    expect(Object.keys(webEmbedded)).toEqual(['es']);
    expect(Object.keys(webEmbedded.es ?? {})).toEqual(['common', 'web']);
  });

  it('has nothing for an unknown module, language or file, nor for inherited names', async () => {
    expect(await readModuleFile(TRANSLATION_FILES, '3000', 'es', 'web')).toBeUndefined();
    expect(await readModuleFile(TRANSLATION_FILES, '2000', 'fr', 'web')).toBeUndefined();
    expect(await readModuleFile(TRANSLATION_FILES, '2000', 'es', 'nope')).toBeUndefined();
    expect(await readModuleFile(TRANSLATION_FILES, '2000', 'es', 'toString')).toBeUndefined();
    expect(await readModuleFile(TRANSLATION_FILES, '__proto__', 'es', 'web')).toBeUndefined();
  });
});
