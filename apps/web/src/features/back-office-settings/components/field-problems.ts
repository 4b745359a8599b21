import type { TextRef } from '@comanda/domain';
import { type ValidationIssue, validationText } from '@comanda/i18n/validation-text';
import {
  type PlacedProblem,
  type PlacedProblems,
  placeRefusal,
  type Refusal,
} from '../../../lib/refusal-places.ts';

/**
 * Where a settings section shows a refusal (issue 17 items 3 and 7 'refusals at their field', as the menu's
 * editors do): a field of the section ('wfd', 'cv.cena') or the section as a whole ('form'). Each problem is a
 * text (key and parameters, said in the manager's language) with the server's Spanish words beside it.
 */
export type FieldProblem = PlacedProblem;
export type FieldProblems = PlacedProblems;
export type { Refusal };

/** A path into a section's save body, or a server's problem text, as the section's place for it (null: none). */
export type PlaceOf = (path: readonly PropertyKey[]) => string | null;

/** A contract's refusals of a body, the first of each place, worded with the field's label as shown. */
export function issueProblems(
  issues: readonly { path: readonly PropertyKey[] }[],
  placeOf: PlaceOf,
  label: (place: string) => string,
): FieldProblems {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const place = placeOf(issue.path) ?? 'form';
    problems[place] ??= validationText(issue as unknown as ValidationIssue, label(place));
  }
  return problems;
}

/**
 * What a section refuses before it sends its body: the contract's problems (`issues`, null when the body parses),
 * and once it parses, the rule's own texts (`ruleProblems`, e.g. rules/booking-setup.ts), each at `placeOfText`'s
 * place or the section's ('form'); the first problem of a place is the one shown.
 */
export function bodyProblems(
  issues: readonly { path: readonly PropertyKey[] }[] | null,
  ruleProblems: () => readonly TextRef[],
  places: {
    placeOf: PlaceOf;
    label: (place: string) => string;
    placeOfText: (detail: TextRef) => string | null;
  },
): Record<string, TextRef> {
  if (issues) return { ...issueProblems(issues, places.placeOf, places.label) };
  const found: Record<string, TextRef> = {};
  for (const problem of ruleProblems()) found[places.placeOfText(problem) ?? 'form'] ??= problem;
  return found;
}

/** A problem's field path as the server names it ('bookings.booking.wfd', 'shifts.0.cv'), split in steps. */
const fieldPath = (detail: TextRef): PropertyKey[] | null => {
  const field = detail.params?.field;
  return typeof field === 'string' ? field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : null;
};

/**
 * The server's refusal of a save at the places it names: each problem it lists (params.detail) at its field —
 * by the field it names, or by `placeOfText` for a rule's own text (a shift's covers) — and whatever names
 * nothing the section shows, whole, for the section.
 */
export function refusalProblems(
  error: Refusal,
  placeOf: PlaceOf,
  placeOfText: (detail: TextRef) => string | null = () => null,
): FieldProblems {
  return placeRefusal(error, (detail) => {
    const path = fieldPath(detail);
    return (path ? placeOf(path) : null) ?? placeOfText(detail);
  });
}
