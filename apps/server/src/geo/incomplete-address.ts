import { addressProblems, missingFieldTexts, type TAddress } from '@comanda/domain';
import { formatServerText, serverText } from '@comanda/i18n/server-text';
import { HttpError } from '../http/errors.ts';

/**
 * An address the platform is asked to check must have its street, commune and city (spec/2 §5, the domain's
 * addressProblems; no alias needed: a signed-out diner's temporary address has none). Otherwise a 400 naming
 * each missing field (the domain's texts, as the address dialog says them) with the request's field and each
 * text's Spanish message. Shared by the address check and the delivery check.
 */
export function refuseIncompleteAddress(address: Pick<TAddress, 'di' | 'cm' | 'ci' | 'alias'>): void {
  const { missing } = addressProblems(address, [], false);
  if (missing.length === 0) return;
  const detail = missingFieldTexts(missing, { alias: address.alias, field: 'address' }).map((text) => ({
    ...text,
    message: formatServerText(text.key, text.params),
  }));
  throw new HttpError(
    400,
    'bad_request',
    serverText('p1_err_invalid_request', { detail, fields: 'address' }),
  );
}
