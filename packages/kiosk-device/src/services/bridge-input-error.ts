import type { TextRef } from '@comanda/domain';
import { formatServerText, type ServerTextKey, type TextParams } from '@comanda/i18n/server-text';
import { type ValidationIssue, validationText } from '@comanda/i18n/validation-text';

/**
 * A bridge call the renderer got wrong: unknown channel, input that fails the channel's schema, or a call
 * the device's state does not allow. It carries a text of packages/i18n's server texts (key and parameters)
 * that the renderer says in the totem's language (issue 11), and the same text in Spanish as its message for
 * logs. The browser host's HTTP route answers it with 400 `bad_input`; it is never a device fault.
 */
export class BridgeInputError extends Error {
  readonly code = 'bad_input';

  constructor(
    readonly key: ServerTextKey,
    readonly params?: TextParams,
  ) {
    super(formatServerText(key, params));
    this.name = 'BridgeInputError';
  }

  /** A domain rule's refusal (its keys are server texts: packages/i18n server-text.ts checks each one). */
  static refusing(text: TextRef) {
    return new BridgeInputError(text.key as ServerTextKey, text.params);
  }

  /** Input that fails a channel's schema: each problem a text with its field, as the server words them. */
  static invalid(channel: string, issues: readonly (ValidationIssue & { path: readonly PropertyKey[] })[]) {
    const detail = issues
      .slice(0, 5)
      .map((issue) => validationText(issue, issue.path.map(String).join('.') || 'payload'));
    return new BridgeInputError('p1_err_bridge_bad_input', { channel, detail });
  }
}
