import { chooseLanguage, type Language } from '@comanda/domain';
import { createI18n, platformBackend } from '@comanda/i18n';
import { KIOSK_FILES, kioskEmbedded, kioskFallback } from '@comanda/i18n/kiosk';
import { bridge } from '../bridge.ts';

/**
 * The kiosk's i18next (module kiosk, spec/2 §4): Spanish travels with the code; English is asked of the
 * platform through the device (the renderer never talks to the network itself), and the embedded copy
 * stands in when the device cannot get it.
 */
export const i18n = createI18n({
  files: KIOSK_FILES,
  embedded: kioskEmbedded,
  backend: platformBackend({
    module: 'kiosk',
    readFile: (_module, language, file) => bridge.platform.texts({ language: language as Language, file }),
    fallback: kioskFallback,
  }),
});

/** Whether this diner picked a language; a new diner (a reload after the reset) has not. */
let chosen = false;

function apply(language: Language): void {
  void i18n.changeLanguage(language).then(
    () => {
      document.documentElement.lang = i18n.language;
    },
    () => {},
  );
}

/** The diner's choice on the welcome screen's switch (spec/3 §1). */
export function setLanguage(language: Language): void {
  chosen = true;
  apply(language);
}

/**
 * The restaurant's country, once its data is in: a new diner starts in the country's language (spec/2 §4
 * priorities; es for a Spanish-speaking country or none, spec/3 §9), until the diner picks one.
 */
export function followCountry(pais: string): void {
  if (!chosen) apply(chooseLanguage({ country: pais }));
}
