import { isServerTextKey, type TextRef } from './server-text.ts';

/**
 * One refused-input problem as a text of packages/i18n's server texts (issue 11 item 3): the key and its
 * parameters (the field, and the limit where there is one) travel to the client, which says it in the
 * diner's language; the server words the same key in Spanish for `message`. A contract's own refusal
 * carries its key as the issue's message (packages/domain contracts); any other issue is worded from its
 * code and limits, so no zod message (Spanish or English) reaches a diner.
 */
export type ValidationIssue = {
  readonly code: string;
  readonly message?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly params?: Readonly<Record<string, unknown>>;
};

const LENGTH_ORIGINS = new Set(['string']);
const COUNT_ORIGINS = new Set(['array', 'set']);
const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const EXPECTED_TYPES = new Set(['string', 'number', 'int', 'boolean', 'object', 'array']);

const limit = (value: number | bigint | undefined) =>
  typeof value === 'bigint' ? Number(value) : (value ?? 0);

/** The plain parameters a contract's refinement attached to its issue (e.g. `{ min: 22 }`). */
function plainParams(params: ValidationIssue['params']): Record<string, string | number> {
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {}))
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
  return plain;
}

/** The limit of a too_small/too_big issue under the name its text uses. */
function limitParams(issue: ValidationIssue): Record<string, number> {
  if (issue.exact) return { length: limit(issue.minimum ?? issue.maximum) };
  if (issue.code === 'too_small') return { min: limit(issue.minimum) };
  if (issue.code === 'too_big') return { max: limit(issue.maximum) };
  return {};
}

/** The values an enum or literal would have taken, as its refusal lists them ('"es", "en"'). */
const optionParams = (issue: ValidationIssue): Record<string, string> =>
  issue.values ? { options: issue.values.map((v) => JSON.stringify(v)).join(', ') } : {};

/** The key for an issue without a key of its own, from its code, origin and limits. */
function genericKey(issue: ValidationIssue): string {
  const origin = issue.origin ?? '';
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      if (LENGTH_ORIGINS.has(origin))
        return issue.exact ? 'p1_err_v_exact_chars' : small ? 'p1_err_v_min_chars' : 'p1_err_v_max_chars';
      if (COUNT_ORIGINS.has(origin)) return small ? 'p1_err_v_min_items' : 'p1_err_v_max_items';
      if (NUMBER_ORIGINS.has(origin)) {
        if (issue.inclusive === false) return small ? 'p1_err_v_above_number' : 'p1_err_v_below_number';
        return small ? 'p1_err_v_min_number' : 'p1_err_v_max_number';
      }
      return 'p1_err_v_invalid';
    }
    case 'invalid_type':
      return EXPECTED_TYPES.has(issue.expected ?? '')
        ? `p1_err_v_expected_${issue.expected}`
        : 'p1_err_v_invalid';
    case 'invalid_format':
      return 'p1_err_v_format';
    case 'invalid_value':
      return 'p1_err_v_value';
    case 'unrecognized_keys':
      return 'p1_err_v_unknown_keys';
    default:
      return 'p1_err_v_invalid';
  }
}

/** The text of one issue about `field` (its wire path, or the request part for the whole of it). */
export function validationText(issue: ValidationIssue, field: string): TextRef {
  const own = issue.message !== undefined && isServerTextKey(issue.message);
  if (own)
    return {
      key: issue.message as string,
      params: { field, ...limitParams(issue), ...optionParams(issue), ...plainParams(issue.params) },
    };
  // A custom refusal worded by a rule (not a key): its words as they are, in Spanish.
  if (issue.code === 'custom' && issue.message)
    return { key: 'p1_err_v_problem', params: { field, problem: issue.message } };
  const key = genericKey(issue);
  if (key === 'p1_err_v_value') return { key, params: { field, options: optionParams(issue).options ?? '' } };
  if (key === 'p1_err_v_unknown_keys') return { key, params: { field, keys: (issue.keys ?? []).join(', ') } };
  return { key, params: { field, ...limitParams(issue) } };
}
