import type { Refusal } from '@comanda/domain';
import { translateServerText } from '@comanda/i18n/server-text';
import { i18n } from './i18n.ts';

/** A rule's refusal in the diner's language (issue 11 item 3); its Spanish message if a text is missing. */
export const refusalText = (refusal: Refusal): string =>
  translateServerText((key, params) => i18n.t(key, params), refusal) || refusal.message;
