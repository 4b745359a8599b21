import { type DomainTextKey, type TextParams, type TextRef, textRef } from './text-ref.ts';

/**
 * The address rule, the one place it is written (spec/2 §5 'Address'): street (di) at least 6 characters,
 * commune (cm) and city (ci) at least 2, alias at least 2 and unique among the diner's addresses ('Alias ya
 * registrado'); an empty alias is stored as Home. The web's address forms and the server's profile save
 * both apply it.
 */
export const ADDRESS_MIN = { street: 6, other: 2 } as const;

/** spec/2 §5: the alias an address without one is stored under. */
export const DEFAULT_ADDRESS_ALIAS = 'Home';

export type AddressField = 'street' | 'commune' | 'city' | 'alias';

/**
 * What the rule reads of an address: street, commune, city and alias, as contracts/account.ts ZAddress names
 * them. Spelt here rather than taken from the contract, which checks its address lists with this rule.
 */
export type AddressLines = {
  readonly di: string;
  readonly cm: string;
  readonly ci: string;
  readonly alias: string;
};

/**
 * spec/2 §5 and §8: a refused address's problems as texts (issue 11: said in the diner's language), 'Debe
 * completar información: Comuna (Oficina)' for each missing field, 'Alias ya registrado: casa'.
 */
const MISSING_FIELD_TEXT: Readonly<Record<AddressField, DomainTextKey>> = {
  street: 'p1_err_address_missing_street',
  commune: 'p1_err_address_missing_commune',
  city: 'p1_err_address_missing_city',
  alias: 'p1_err_address_missing_alias',
};

/**
 * The texts of an address's missing fields, in form order. `params` name the address (`alias`) and whatever
 * the caller's refusal adds: the server's address and delivery checks name the request's field
 * (`field: 'address'`); the profile's list names none.
 */
export const missingFieldTexts = (missing: readonly AddressField[], params: TextParams): TextRef[] =>
  missing.map((field) => textRef(MISSING_FIELD_TEXT[field], params));

const norm = (s: string) => s.trim().toLowerCase();

/**
 * What keeps an address from being saved: the missing or too short fields, in form order, and whether the
 * alias is already another address's. `others` are the diner's other addresses (the edited one left out).
 * `requireAlias` is false for a logged-out diner's temporary address (spec/2 §5 'Add-address dialog').
 */
export function addressProblems(
  draft: AddressLines,
  others: readonly Pick<AddressLines, 'alias'>[],
  requireAlias = true,
): { missing: AddressField[]; aliasTaken: boolean } {
  const missing: AddressField[] = [];
  if (draft.di.trim().length < ADDRESS_MIN.street) missing.push('street');
  if (draft.cm.trim().length < ADDRESS_MIN.other) missing.push('commune');
  if (draft.ci.trim().length < ADDRESS_MIN.other) missing.push('city');
  if (requireAlias && draft.alias.trim().length < ADDRESS_MIN.other) missing.push('alias');
  const aliasTaken = draft.alias.trim() !== '' && others.some((a) => norm(a.alias) === norm(draft.alias));
  return { missing, aliasTaken };
}

/**
 * Why a diner's whole address list cannot be saved, as texts (key and parameters, no words: the server and
 * the clients say them in the diner's language), or none when every address passes: the problems of the
 * first address at fault, which is named by its alias. An empty alias counts as Home.
 */
export function addressListProblems(list: readonly AddressLines[]): TextRef[] {
  const stored = list.map((a) => ({ ...a, alias: a.alias.trim() || DEFAULT_ADDRESS_ALIAS }));
  for (const [i, address] of stored.entries()) {
    const { missing, aliasTaken } = addressProblems(address, stored.slice(0, i));
    const alias = { alias: address.alias };
    if (missing.length > 0) return missingFieldTexts(missing, alias);
    if (aliasTaken) return [textRef('p1_err_address_alias_taken', alias)];
  }
  return [];
}

/** Where an address is (its fields of the account contract's address, spec/2 §3). */
type Place = {
  readonly di: string;
  readonly dp: string;
  readonly lt: number | null;
  readonly lg: number | null;
};

/**
 * Whether two addresses are the same place, whatever each is called (issue 16 item 3): the street, the
 * apartment and the point on the map — where a courier goes. The alias is only the diner's name for it and
 * changes (a temporary address joins a profile as 'Home 2', a diner renames one), so it is no identity; the
 * spec gives addresses no id (spec/2 §3 'Address').
 */
export const samePlace = (a: Place, b: Place): boolean =>
  norm(a.di) === norm(b.di) && norm(a.dp) === norm(b.dp) && a.lt === b.lt && a.lg === b.lg;

/**
 * The diner's saved copy of an address chosen before (issue 16 item 3): the one of the same place, by the
 * same alias when several are; it carries the list's alias, so a renamed address keeps its new name.
 */
export function findSamePlace<T extends Place & Pick<AddressLines, 'alias'>>(
  list: readonly T[],
  chosen: Place & Pick<AddressLines, 'alias'>,
): T | undefined {
  const same = list.filter((a) => samePlace(a, chosen));
  return same.find((a) => a.alias === chosen.alias) ?? same[0];
}
