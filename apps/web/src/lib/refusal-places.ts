import type { TextRef } from '@comanda/domain';

/**
 * A server's refusal of a back-office save, placed at the fields it names (issue 13 item 3, issue 17 items 3 and
 * 7: 'refusals at their field'). Shared by the menu's extras-group editor and the settings sections. Each problem
 * is a text (key and parameters, said in the manager's language) with the server's Spanish words beside it.
 */
export type PlacedProblem = TextRef & { message?: string };
export type PlacedProblems = Readonly<Record<string, PlacedProblem>>;

export type Refusal = { key?: string; params?: Readonly<Record<string, unknown>>; message?: string };

const isTextRef = (value: unknown): value is TextRef =>
  typeof value === 'object' && value !== null && typeof (value as TextRef).key === 'string';

/**
 * Each problem the refusal lists (params.detail; else the refusal itself) at the place `placeOfDetail` gives it;
 * whatever it places nowhere (null) makes the whole refusal show for the form, in the server's words.
 */
export function placeRefusal(
  error: Refusal,
  placeOfDetail: (detail: TextRef) => string | null,
): PlacedProblems {
  if (!error.key) return { form: { key: 'm1_err_internal', message: error.message ?? '' } };
  const whole: PlacedProblem = {
    key: error.key,
    ...(error.params ? { params: error.params as TextRef['params'] } : {}),
    ...(error.message ? { message: error.message } : {}),
  };
  const details = Array.isArray(error.params?.detail)
    ? error.params.detail.filter(isTextRef)
    : [whole as TextRef];
  const problems: Record<string, PlacedProblem> = {};
  let unplaced = false;
  for (const detail of details) {
    const place = placeOfDetail(detail);
    if (place === null) unplaced = true;
    else problems[place] ??= detail;
  }
  if (unplaced || Object.keys(problems).length === 0) problems.form = whole;
  return problems;
}
