import {
  moneyInputText,
  parseMoneyInput,
  type TBackOfficeMenu,
  type TCurrency,
  type TExtraDraft,
  type TSaveExtraGroup,
} from '@comanda/domain';

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

/** What the editor itself refuses before asking the server: text where a number belongs, naming where. */
export type FormProblem = { kind: 'price'; extra: string } | { kind: 'number'; field: string };

const count = (typed: string): number | null => (/^\d{1,6}$/.test(typed.trim()) ? Number(typed) : null);
const withEnglish = (translations: Record<string, string> | undefined, en: string) => {
  const { en: _old, ...others } = translations ?? {};
  return en.trim() ? { ...others, en: en.trim() } : others;
};

/**
 * The save's body (POST /srv/backoffice/extra-group, the import's own ZExtraGroup and extras) from the form,
 * or the first number that is not one. Whether min ≤ max, codes are unique and names present is the server's
 * to say, by the import's rules, in the manager's language.
 */
export function groupBody(
  ir: string,
  form: GroupForm,
  data: TBackOfficeMenu,
): { ok: true; body: TSaveExtraGroup } | { ok: false; problem: FormProblem } {
  const min = count(form.min);
  if (min === null) return { ok: false, problem: { kind: 'number', field: 'min' } };
  const max = count(form.max);
  if (max === null) return { ok: false, problem: { kind: 'number', field: 'max' } };
  const old = data.menu.extraGroups.find((g) => g.codJextras === form.codJextras);
  const extras: TExtraDraft[] = [];
  for (const row of form.extras) {
    const pm = parseMoneyInput(row.price, data.cur);
    const refpr = parseMoneyInput(row.refPrice, data.cur);
    if (pm === null || refpr === null)
      return { ok: false, problem: { kind: 'price', extra: row.np || row.pl } };
    const maxex = count(row.maxex);
    if (maxex === null) return { ok: false, problem: { kind: 'number', field: 'maxex' } };
    const saved = data.menu.extras.find((e) => e.pl === row.pl);
    extras.push({
      ...row.rest,
      pl: row.pl.trim(),
      np: row.np.trim(),
      nombreTrad: withEnglish(saved?.nombreTrad, row.en),
      pm,
      refpr,
      maxex,
    });
  }
  return {
    ok: true,
    body: {
      ir,
      group: {
        codJextras: form.codJextras.trim(),
        nomCatExtra: form.nomCatExtra.trim(),
        nombreTrad: withEnglish(old?.nombreTrad, form.en),
        min,
        max,
        multi: form.multi,
        extras: extras.map((e) => e.pl),
      },
      extras,
    },
  };
}

/**
 * The products whose extras groups change when the group is offered by exactly `chosen`: each with its jb
 * gaining the group (at the end) or losing it. Saved one by one after the group, each through the import's rules.
 */
export function productsToUpdate(menu: Menu, code: string, chosen: readonly string[]) {
  return menu.products.flatMap((p) => {
    const offers = p.jb.includes(code);
    const wanted = chosen.includes(p.ip);
    if (offers === wanted) return [];
    const { stock: _s, crinvol: _c, agot: _a, ...draft } = p;
    return [{ ...draft, jb: wanted ? [...p.jb, code] : p.jb.filter((c) => c !== code) }];
  });
}
