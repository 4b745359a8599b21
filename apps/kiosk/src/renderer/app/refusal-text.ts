import type { Refusal } from '@comanda/domain';
import { translateServerText } from '@comanda/i18n';
import { formatServerText } from '@comanda/i18n/server-text';
import { i18n } from './i18n.ts';

/**
 * A rule's refusal in the diner's language (issue 11 item 3). The rules carry only a key and parameters;
 * the kiosk embeds the server's Spanish texts, so a text its translator lacks is said in Spanish.
 */
export const refusalText = (refusal: Refusal): string =>
  translateServerText((key, params) => i18n.t(key, params), refusal) ||
  formatServerText(refusal.key, refusal.params);
