import { loadTexts } from '../../lib/lazy-texts.ts';

// Module 9000's files, with this lazy chunk: diners never load them.
await loadTexts('9000/staff', '9000/settings', 'server');
