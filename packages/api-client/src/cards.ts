import { CardAction, ZCardForm, ZSavedCard } from '@comanda/domain';
import * as z from 'zod/mini';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * Saved cards (issue 16 item 4; spec/2 §7 'Cards', 'Add card', 'Card creation / tokenizing'). Paying with one is
 * a save of the order with prepago 5009 and tokenCard (createOrdersClient).
 */
export function createCardsClient(options: ApiClientOptions) {
  const call = createCaller(options);
  const cards = z.array(ZSavedCard);
  return {
    /** GET /srv/security/cards: the diner's cards, the default first. */
    list: (query: { gfp?: number; pais?: string } = {}) => call('GET', '/srv/security/cards', cards, query),
    /** xcustom 1: deletes a card; answers the list after it. */
    remove: (idcard: string) =>
      call('GET', '/srv/security/cards', cards, { xcustom: CardAction.remove, idcard }),
    /** xcustom 0: makes a card the default of its country; answers the list after it. */
    makeDefault: (idcard: string) =>
      call('GET', '/srv/security/cards', cards, { xcustom: CardAction.makeDefault, idcard }),
    /** POST /pay/createcard: the vault's form to save a card; back at /l/createcard?code=. */
    createCard: (query: { pa: string; amt?: number }) =>
      call('POST', '/pay/createcard', ZCardForm, query, {}),
    /** POST /pay/tokenizecard: the vault's form to pay the cart with a new card; back at /l/carttoken?code=. */
    tokenizeCard: (query: { pa: string; amt?: number }) =>
      call('POST', '/pay/tokenizecard', ZCardForm, query, {}),
    /** POST /pay/processcard: checks the card the form came back with (a charge reversed at once) and keeps it. */
    processCard: (code: string) => call('POST', '/pay/processcard', ZSavedCard, { gfp: 5009 }, { code }),
  };
}

export type CardsClient = ReturnType<typeof createCardsClient>;
