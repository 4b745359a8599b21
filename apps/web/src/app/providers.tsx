import { I18nProvider } from '@comanda/i18n/react';
import type { ReactNode } from 'react';
import { i18n } from '../lib/language.ts';

/** Everything the screens read from context. Only translations for now; stores are plain modules. */
export function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
