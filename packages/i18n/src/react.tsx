/**
 * React bindings: react-i18next's hook and provider, re-exported so screens import them from one place.
 * `useTranslation()` re-renders its component when the language changes or a file arrives.
 */
export { I18nextProvider as I18nProvider, useTranslation } from 'react-i18next';
