/** Every module's translation files, for the platform that serves them (GET /srv/idiomas/…). */
export { embeddedFallback, readModuleFile, TRANSLATION_FILES } from './files/all.ts';
