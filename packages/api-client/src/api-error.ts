import type { TextParams } from '@comanda/domain';
import { commonTextsEs } from '@comanda/i18n/common';

/**
 * A call that did not succeed: the server's readable message, or a connection message (spec/2 §8). A server
 * refusal also carries its text's key and parameters (issue 11 item 3), so a screen can say it in the
 * reader's language (translateServerText) and fall back to the message when it lacks the key.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly key?: string,
    readonly params?: TextParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Codes of failures that never reached an answer: `network` (no connection), `timeout` (no answer within
 * the call's time limit). Status is 0 for both. Screens may tell them apart; the message already says it.
 */
export const ApiFailure = { network: 'network', timeout: 'timeout' } as const;

/** The keys of their messages in packages/i18n; Spanish when the caller gives no translator. */
export const API_FAILURE_TEXT_KEYS = {
  network: 'm1_connection_error',
  timeout: 'm1_request_timeout',
} as const satisfies Record<keyof typeof ApiFailure, keyof typeof commonTextsEs>;

export const CONNECTION_ERROR_MESSAGE = commonTextsEs.m1_connection_error;
