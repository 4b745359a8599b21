export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@comanda/domain';
export * from './create-i18n.ts';
export * from './date-in-words.ts';
export * from './day-label.ts';
export * from './language-list.ts';
export * from './number-text.ts';
export * from './platform-backend.ts';
export * from './refusal-text.ts';
export * from './texts.ts';
