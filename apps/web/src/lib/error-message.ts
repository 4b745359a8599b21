import { translateServerText } from '@comanda/i18n';
import { i18n } from './language.ts';
import { loadTexts } from './lazy-texts.ts';
import type { NoticeText } from './notifications.ts';

/**
 * A refusal with a text of the server's texts: an ApiError from the server (its Spanish message beside the
 * key), or a domain rule's refusal (a key and parameters only).
 */
type Textual = {
  key: string;
  params?: Parameters<typeof translateServerText>[1]['params'];
  message?: string;
};

const isTextual = (value: unknown): value is Textual =>
  typeof value === 'object' && value !== null && typeof (value as Textual).key === 'string';

/**
 * The text to show for a failed call or a refused change, in the diner's language (issue 11 item 3): the
 * refusal's key and parameters through the site's translator; the server's Spanish message when the
 * translator lacks the key (an older or newer server); an error without a key is said by its message. The server's texts are a file the menu page does not load first:
 * call `sayError` where it may not be in yet.
 */
export function errorMessage(error: unknown): string {
  if (isTextual(error))
    return translateServerText((key, params) => i18n.t(key, params), error) || (error.message ?? '');
  return error instanceof Error ? error.message : String(error);
}

/**
 * The refusal as a notice (lib/notifications.ts): its key, put in words when drawn so that it follows a
 * language switch, with the server's message for a key this site lacks; an error without a key, its message.
 */
export function errorNotice(error: unknown): NoticeText {
  if (isTextual(error)) return { key: error.key, params: error.params, message: error.message };
  return errorMessage(error);
}

/** errorMessage once the server's texts are in (a no-op when they are; their embedded copy otherwise). */
export async function sayError(error: unknown): Promise<string> {
  if (isTextual(error)) await loadTexts('server').catch(() => {});
  return errorMessage(error);
}
