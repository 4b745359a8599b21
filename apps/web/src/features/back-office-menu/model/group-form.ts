import {
  moneyInputText,
  newMenuItemId,
  parseMoneyInput,
  type TBackOfficeMenu,
  type TCurrency,
  type TExtraDraft,
  type TSaveExtraGroup,
} from '@comanda/domain';
import type { GroupProblem, GroupProblems } from './group-problems.ts';

type Menu = TBackOfficeMenu['menu'];
type Extra = Menu['extras'][number];

/** One extra as the editor types it: prices and limits as text, until the save turns them into numbers. */
export type ExtraRow = {
  /** The extra's code; fixed once saved (its stock row and past orders name it). */
  pl: string;
  saved: boolean;
  np: string;
  en: string;
  price: string;
  refPrice: string;
  maxex: string;
  /** What the editor does not show, kept as it was. */
  rest: Pick<TExtraDraft, 'dn' | 'dnTrad' | 'sinPrecio' | 'fo'>;
};

/** An extras group as the editor types it, with the products that offer it (their jb). */
export type GroupForm = {
  codJextras: string;
  saved: boolean;
  nomCatExtra: string;
  en: string;
  min: string;
  max: string;
  multi: boolean;
  extras: ExtraRow[];
  products: string[];
};

export const newExtraRow = (cur: TCurrency): ExtraRow => ({
  pl: '',
  saved: false,
  np: '',
  en: '',
  price: moneyInputText(0, cur),
  refPrice: moneyInputText(0, cur),
  maxex: '0',
  rest: { dn: '', sinPrecio: false, fo: [] },
});

const rowOf = (e: Extra, cur: TCurrency): ExtraRow => ({
  pl: e.pl,
  saved: true,
  np: e.np,
  en: e.nombreTrad.en ?? '',
  price: moneyInputText(e.pm, cur),
  refPrice: moneyInputText(e.refpr, cur),
  maxex: String(e.maxex),
  rest: { dn: e.dn, dnTrad: e.dnTrad, sinPrecio: e.sinPrecio, fo: e.fo },
});

/** The form of a saved group (its extras in the group's order), or of a new one with one empty extra. */
export function groupForm(data: TBackOfficeMenu, code: string | null): GroupForm {
  const group = code ? data.menu.extraGroups.find((g) => g.codJextras === code) : undefined;
  if (!group)
    return {
      codJextras: '',
      saved: false,
      nomCatExtra: '',
      en: '',
      min: '0',
      max: '1',
      multi: false,
      extras: [newExtraRow(data.cur)],
      products: [],
    };
  const extras = group.extras
    .map((pl) => data.menu.extras.find((e) => e.pl === pl && e.codJextras === group.codJextras))
    .filter((e): e is Extra => e !== undefined);
  return {
    codJextras: group.codJextras,
    saved: true,
    nomCatExtra: group.nomCatExtra,
    en: group.nombreTrad.en ?? '',
    min: String(group.min),
    max: String(group.max),
    multi: group.multi,
    extras: extras.map((e) => rowOf(e, data.cur)),
    products: data.menu.products.filter((p) => p.jb.includes(group.codJextras)).map((p) => p.ip),
  };
}

/** The code a group is saved with: the one typed, or for a new group one made from its Spanish name. */
export const groupCode = (form: GroupForm, data: TBackOfficeMenu): string =>
  form.codJextras.trim() ||
  newMenuItemId(
    form.nomCatExtra,
    data.menu.extraGroups.map((g) => g.codJextras),
    'grupo',
  );

/**
 * The code each extra is saved with: the one typed, or one made from its Spanish name, free among the menu's
 * extras (codes are unique across groups) and the rows above it.
 */
export function extraCodes(rows: readonly ExtraRow[], data: TBackOfficeMenu): string[] {
  const taken = new Set([...data.menu.extras.map((e) => e.pl), ...rows.map((row) => row.pl.trim())]);
  return rows.map((row) => {
    if (row.pl.trim()) return row.pl.trim();
    const code = newMenuItemId(row.np, taken, 'extra');
    taken.add(code);
    return code;
  });
}

const count = (typed: string): number | null => (/^\d{1,6}$/.test(typed.trim()) ? Number(typed) : null);
const withEnglish = (translations: Record<string, string> | undefined, en: string) => {
  const { en: _old, ...others } = translations ?? {};
  return en.trim() ? { ...others, en: en.trim() } : others;
};

/**
 * The save's body (POST /srv/backoffice/extra-group, the import's own ZExtraGroup and extras, and the products
 * that offer the group: one change) from the form, or what the editor refuses before asking: text where a
 * number or a price belongs, at the field (group-problems.ts places), named by `label`. Whether min ≤ max, codes
 * are unique and names present is the import's contract's to say (contractProblems) and the server's.
 */
export function groupBody(
  ir: string,
  form: GroupForm,
  data: TBackOfficeMenu,
  label: (place: string) => string,
): { ok: true; body: TSaveExtraGroup } | { ok: false; problems: GroupProblems } {
  const problems: Record<string, GroupProblem> = {};
  const number = (place: string, typed: string) => {
    const n = count(typed);
    if (n === null) problems[place] = { key: 'p9000_bm_number_invalid', params: { field: label(place) } };
    return n ?? 0;
  };
  const money = (place: string, typed: string, name: string) => {
    const amount = parseMoneyInput(typed, data.cur);
    if (amount === null) problems[place] = { key: 'p9000_bm_extra_price_invalid', params: { name } };
    return amount ?? 0;
  };
  const min = number('min', form.min);
  const max = number('max', form.max);
  const code = groupCode(form, data);
  const old = form.saved ? data.menu.extraGroups.find((g) => g.codJextras === code) : undefined;
  const codes = extraCodes(form.extras, data);
  const extras: TExtraDraft[] = form.extras.map((row, i) => {
    const name = row.np || row.pl || String(i + 1);
    const saved = row.saved ? data.menu.extras.find((e) => e.pl === row.pl) : undefined;
    return {
      ...row.rest,
      pl: codes[i] ?? '',
      np: row.np.trim(),
      nombreTrad: withEnglish(saved?.nombreTrad, row.en),
      pm: money(`extra.${i}.price`, row.price, name),
      refpr: money(`extra.${i}.refPrice`, row.refPrice, name),
      maxex: number(`extra.${i}.maxex`, row.maxex),
    };
  });
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      ir,
      group: {
        codJextras: code,
        nomCatExtra: form.nomCatExtra.trim(),
        nombreTrad: withEnglish(old?.nombreTrad, form.en),
        min,
        max,
        multi: form.multi,
        extras: extras.map((e) => e.pl),
      },
      extras,
      products: form.products,
      // A new group only creates: a code another group has is refused, not replaced (menu-edits.ts).
      ...(form.saved ? {} : { create: true as const }),
    },
  };
}
