import { DEFAULT_ADDRESS_ALIAS, placeText, samePlace, type TAddress } from '@comanda/domain';

/** The address rule itself (addressProblems, spec/2 §5) is the domain's; this is the form's model. */

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

/**
 * The list after saving an address (spec/2 §4 'Address editing'): index -1 appends, otherwise replaces; a
 * default address clears the flag on the others and moves first. An empty alias is stored as 'Home'.
 */
export function withAddress(list: readonly TAddress[], index: number, draft: AddressDraft): TAddress[] {
  const saved: TAddress = { ...draft, alias: draft.alias.trim() || DEFAULT_ADDRESS_ALIAS };
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

/**
 * The whole address in one line, its city too, each name once (the domain's placeText, issue 15 item 7):
 * 'Avenida Brasil 1500, Valparaíso', not 'Valparaíso, Valparaíso'.
 */
export const addressText = (a: Pick<TAddress, 'di' | 'dp' | 'cm' | 'ci'>) =>
  placeText([a.di, a.dp, a.cm, a.ci]);

/**
 * The profile's addresses once a diner with a temporary address signs in (spec/2 §4; issue 16 item 3 'signing
 * in keeps it'): the only one, as default, when the profile has none; appended when it is not already there
 * (the same place, the domain's samePlace, whatever its alias), its alias made unique ('Home 2') since aliases are (spec/2 §5 'Alias ya
 * registrado'); null when the profile already holds it — nothing to save.
 */
export function withTemporary(list: readonly TAddress[], temporary: TAddress): TAddress[] | null {
  if (list.length === 0) return [{ ...temporary, def: true }];
  const held = list.some((a) => samePlace(a, temporary));
  if (held) return null;
  const taken = new Set(list.map((a) => a.alias.trim().toLowerCase()));
  let alias = temporary.alias;
  for (let n = 2; taken.has(alias.trim().toLowerCase()); n++) alias = `${temporary.alias} ${n}`;
  return [...list, { ...temporary, alias, def: false }];
}
