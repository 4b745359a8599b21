import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * `{ t, i18n }` for a component, re-rendered when the language changes. The same shape as
 * react-i18next's hook, so screens read the same either way.
 */
export function useTranslation() {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs an <I18nProvider> above it');
  useSyncExternalStore(translator.subscribe, () => translator.language);
  return { t: translator.t, i18n: translator };
}
