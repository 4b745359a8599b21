import { loadTexts } from '../../lib/lazy-texts.ts';

// The technician's page (module 9000) fetches its file with its lazy chunk: diners never load it.
await loadTexts('9000/staff', 'server');
