import type { TAddress } from '@comanda/domain';

/** spec/2 §5 'Address' and §9: street at least 6 characters, commune, city and alias at least 2. */
export const ADDRESS_MIN = { street: 6, other: 2 } as const;

export type AddressField = 'street' | 'commune' | 'city' | 'alias';

export type AddressDraft = Omit<TAddress, 'lt' | 'lg'> & { lt: number | null; lg: number | null };

export const emptyAddress = (pa = 'cl'): AddressDraft => ({
  alias: '',
  def: false,
  di: '',
  dp: '',
  cm: '',
  ci: '',
  zc: '',
  pa,
  lt: null,
  lg: null,
  ct: '',
});

const norm = (s: string) => s.trim().toLowerCase();

/**
 * What keeps an address from being saved (spec/2 §5): the missing or too short fields, in form order, and
 * whether the alias is already another address's ('Alias ya registrado'). `others` are the diner's other
 * addresses (the edited one left out). `requireAlias` is false for a logged-out diner's temporary address.
 */
export function addressProblems(
  draft: Pick<AddressDraft, 'di' | 'cm' | 'ci' | 'alias'>,
  others: readonly Pick<TAddress, 'alias'>[],
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
 * The list after saving an address (spec/2 §4 'Address editing'): index -1 appends, otherwise replaces; a
 * default address clears the flag on the others and moves first. An empty alias is stored as 'Home'.
 */
export function withAddress(list: readonly TAddress[], index: number, draft: AddressDraft): TAddress[] {
  const saved: TAddress = { ...draft, alias: draft.alias.trim() || 'Home' };
  const next =
    index < 0 || index >= list.length ? [...list, saved] : list.map((a, i) => (i === index ? saved : a));
  return saved.def ? makeDefault(next, next.indexOf(saved)) : next;
}

/** Choosing an address makes it the default and moves it first (spec/2 §4). */
export function makeDefault(list: readonly TAddress[], index: number): TAddress[] {
  const chosen = list[index];
  if (!chosen) return [...list];
  return [{ ...chosen, def: true }, ...list.filter((_, i) => i !== index).map((a) => ({ ...a, def: false }))];
}

/** Deleting removes the address; deleting the last one is refused silently (null) (spec/2 §4). */
export function withoutAddress(list: readonly TAddress[], index: number): TAddress[] | null {
  if (list.length <= 1) return null;
  const next = list.filter((_, i) => i !== index);
  return list[index]?.def && next[0] ? makeDefault(next, 0) : next;
}

/** The address a checkout starts with: the default one, else the first. */
export const defaultAddressIndex = (list: readonly TAddress[]) =>
  Math.max(
    0,
    list.findIndex((a) => a.def),
  );

/** One line for a list: street, apartment, commune. */
export const addressLine = (a: Pick<TAddress, 'di' | 'dp' | 'cm'>) =>
  [a.di, a.dp, a.cm].filter((p) => p.trim() !== '').join(', ');
