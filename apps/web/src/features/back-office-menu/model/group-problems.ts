import { type TextRef, type TSaveExtraGroup, ZSaveExtraGroup } from '@comanda/domain';
import { type ValidationIssue, validationText } from '@comanda/i18n/validation-text';
import {
  type PlacedProblem,
  type PlacedProblems,
  placeRefusal,
  type Refusal,
} from '../../../lib/refusal-places.ts';

/**
 * Where the extras-group editor shows a refusal, next to the field it is about (issue 13 item 3 'the same
 * validation' as the import): a field of the group ('min', 'codJextras'), of one extra ('extra.1.price'), the
 * products list ('products'), or the form as a whole ('form'). The texts are the server's own (key and
 * parameters), said in the manager's language where they are shown.
 */
export type GroupProblem = PlacedProblem;
export type GroupProblems = PlacedProblems;

/** The group's fields as the editor names them, by the contract's field names. */
const GROUP_PLACES: Readonly<Record<string, string>> = {
  codJextras: 'codJextras',
  nomCatExtra: 'nomCatExtra',
  nombreTrad: 'en',
  min: 'min',
  max: 'max',
  extras: 'extras',
};
/** An extra's fields as the editor names them. */
const EXTRA_PLACES: Readonly<Record<string, string>> = {
  pl: 'pl',
  np: 'np',
  nombreTrad: 'en',
  pm: 'price',
  refpr: 'refPrice',
  maxex: 'maxex',
};

/**
 * The editor's place for a path into the save's body (TSaveExtraGroup): ['group', 'min'] is 'min',
 * ['extras', 1, 'pm'] is 'extra.1.price'. The group's own check (a minimum above the maximum) names the
 * group itself: it shows at the maximum.
 */
export function placeOf(path: readonly PropertyKey[]): string {
  const [part, field, extraField] = path;
  if (part === 'group') return field === undefined ? 'max' : (GROUP_PLACES[String(field)] ?? 'form');
  if (part === 'extras') {
    if (typeof field !== 'number') return 'extras';
    return `extra.${field}.${EXTRA_PLACES[String(extraField)] ?? 'pl'}`;
  }
  if (part === 'products') return 'products';
  return 'form';
}

/**
 * What the import's contract (ZSaveExtraGroup, the server's own check) refuses in a body, before it is sent:
 * the first problem of each place, worded as the server words it with the field's label as the editor shows it.
 */
export function contractProblems(body: unknown, label: (place: string) => string): GroupProblems {
  const parsed = ZSaveExtraGroup.safeParse(body);
  if (parsed.success) return {};
  const problems: Record<string, GroupProblem> = {};
  for (const issue of parsed.error.issues) {
    const place = placeOf(issue.path);
    problems[place] ??= validationText(issue as ValidationIssue, label(place));
  }
  return problems;
}

/** Where the server's refusal of one problem belongs, or null when it names nothing the editor shows. */
function placeOfDetail(detail: TextRef, body: TSaveExtraGroup): string | null {
  const { key, params } = detail;
  const id = typeof params?.id === 'string' ? params.id : undefined;
  if (key === 'p1_err_catalog_repeated' && id !== undefined) {
    if (id === body.group.codJextras) return 'codJextras';
    const extra = body.extras.findIndex((e) => e.pl === id);
    return extra >= 0 ? `extra.${extra}.pl` : null;
  }
  if (key === 'p1_err_menu_item_not_found' && id !== undefined) return 'products';
  if (key === 'p1_err_menu_id_taken') return 'codJextras';
  const field = typeof params?.field === 'string' ? params.field : undefined;
  if (field === undefined) return null;
  const place = placeOf(field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
  return place === 'form' ? null : place;
}

/**
 * The server's refusal of a save, at the places it names: a code repeated across the menu at that extra's (or
 * the group's) code, a product the menu lacks at the products, a contract problem at its field. Whatever names
 * no field stays whole for the form, in the server's words.
 */
export function refusalProblems(error: Refusal, body: TSaveExtraGroup): GroupProblems {
  return placeRefusal(error, (detail) => placeOfDetail(detail, body));
}
