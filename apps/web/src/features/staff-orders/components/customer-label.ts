import { orderCustomer, type TStaffOrder } from '@comanda/domain';
import type { useTranslation } from '@comanda/i18n/react';

type TFunction = ReturnType<typeof useTranslation>['t'];

/**
 * Who an order is for, in the board's language (issue 14): the name given or the account's, else — an
 * anonymous guest ('Guest', id 1 on the wire) — 'Invitado' / 'Guest' with the table and seat that tell one
 * table's guests apart ('Invitado (Mesa 9, asiento 3)').
 */
export function customerLabel(t: TFunction, order: TStaffOrder): string {
  const customer = orderCustomer(order);
  if (customer.kind === 'named') return customer.name;
  if (!customer.table) return t('m5000_guest');
  return customer.seat
    ? t('p5000_guest_at_seat', { table: customer.table, seat: customer.seat })
    : t('p5000_guest_at_table', { table: customer.table });
}
