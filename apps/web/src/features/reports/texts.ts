import { loadTexts } from '../../lib/lazy-texts.ts';

// The report page fetches its files with its lazy chunk (the sign-in's words are in the staff file).
await loadTexts('9000/reports', '9000/staff', 'server');
