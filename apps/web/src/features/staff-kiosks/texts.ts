import { staffTexts } from '@comanda/i18n/staff';
import { i18n } from '../../lib/language.ts';

// The staff page's texts arrive with its lazy chunk: diners' first load never carries them.
i18n.add(staffTexts);
