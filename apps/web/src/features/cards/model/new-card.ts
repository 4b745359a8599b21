import type { TSaveOrderRequestInput } from '@comanda/domain';
import { cardsApi } from '../api/cards-api.ts';
import { storePendingOrder } from './pending-order.ts';

/**
 * The checkout's 'Tarjeta nueva' (spec/1 §4 'Order saving' 6, §9 5011 'supports card form and save-card
 * option'): the order is stored, the vault's card form opens (POST /pay/tokenizecard), and /l/carttoken saves
 * it with the card. Rejects, storing nothing, when the form cannot be opened.
 */
export async function payWithNewCard(request: TSaveOrderRequestInput, pais: string): Promise<void> {
  const { redirect } = await cardsApi.tokenizeCard({ pa: pais });
  storePendingOrder(request);
  window.location.assign(redirect);
}
