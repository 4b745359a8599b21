import { loadTexts } from '../../lib/lazy-texts.ts';

// The menu's back office (module 9000) fetches its file with its lazy chunk: diners never load it.
await loadTexts('9000/backoffice', 'server');
