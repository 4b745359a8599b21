import { loadTexts } from '../../lib/lazy-texts.ts';

// The back office (module 9000) fetches its files with its lazy chunk: diners never load them.
await loadTexts('9000/staff', '9000/settings', '9000/backoffice', 'server');
