import type { TextRef } from '@comanda/domain';
import { translateServerText } from '@comanda/i18n';
import { formatServerText } from '@comanda/i18n/server-text';
import { BridgeCallError } from '@comanda/kiosk-device/bridge/bridge-reply.ts';
import { i18n } from './i18n.ts';

/**
 * A rule's refusal in the diner's language (issue 11 item 3). The rules carry only a key and parameters;
 * the kiosk embeds the server's Spanish texts, so a text its translator lacks is said in Spanish.
 */
export const refusalText = (refusal: TextRef): string =>
  translateServerText((key, params) => i18n.t(key, params), refusal) ||
  formatServerText(refusal.key, refusal.params);

/**
 * A failed bridge call in the totem's language (issue 11): the device's refusal of its input, or the
 * platform's refusal it passed on, said from their text; any other failure by its message.
 */
export const bridgeErrorText = (error: unknown): string => {
  if (error instanceof BridgeCallError && error.text) return refusalText(error.text);
  return error instanceof Error ? error.message : String(error);
};
