import { createCardsClient, createOrdersClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { storedSession } from '../../../lib/session.ts';

const withSession = { ...siteCallOptions, token: () => storedSession() ?? undefined };

/** Saved cards with the stored session token (spec/2 §7 'Cards', 'Add card', 'Card creation / tokenizing'). */
export const cardsApi = createCardsClient(withSession);

/** The order a card form was opened for is saved from /l/carttoken (spec/1 §4 'Order saving' 6). */
export const cardOrdersApi = createOrdersClient(withSession);
