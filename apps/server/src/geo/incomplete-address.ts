import { addressProblems, type TAddress, type TextRef } from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import { HttpError } from '../http/errors.ts';

const MISSING_TEXT = {
  street: 'p1_err_address_missing_street',
  commune: 'p1_err_address_missing_commune',
  city: 'p1_err_address_missing_city',
  alias: 'p1_err_address_missing_alias',
} as const;

/**
 * An address the platform is asked to check must have its street, commune and city (spec/2 §5, the domain's
 * addressProblems; no alias needed: a signed-out diner's temporary address has none). Otherwise a 400 naming
 * each missing field, as the address dialog says it. Shared by the address check and the delivery check.
 */
export function refuseIncompleteAddress(address: Pick<TAddress, 'di' | 'cm' | 'ci' | 'alias'>): void {
  const { missing } = addressProblems(address, [], false);
  if (missing.length === 0) return;
  const detail: TextRef[] = missing.map((field) =>
    serverText(MISSING_TEXT[field], { alias: address.alias, field: 'address' }),
  );
  throw new HttpError(
    400,
    'bad_request',
    serverText('p1_err_invalid_request', { detail, fields: 'address' }),
  );
}
