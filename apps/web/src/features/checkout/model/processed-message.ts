import type { SavedOrderView } from '@comanda/domain';

/**
 * The processed message's text key (spec/1 §4 'Order saving' 5: by type, by prepaid or not, and a saved
 * card's charge): m1_processed_{pickup|delivery|checkIn}_{online|savedCard|onReceipt|free}. A check-in order
 * of total zero has one text whatever its type says.
 */
export function processedMessageKey(view: Pick<SavedOrderView, 'kind' | 'payment'>): string {
  if (view.payment === 'free') return 'm1_processed_free';
  return `m1_processed_${view.kind}_${view.payment}`;
}
