import * as z from 'zod/mini';

/**
 * Hostile input is refused at the contract, once (DESIGN 'How data flows' 1: a bad request is a 400 with a
 * readable message, never a 500). Every string and integer field of a request contract is built here, so
 * what reaches a store is something the database can hold.
 */

/**
 * Storable text: no NUL and no half of a UTF-16 surrogate pair. PostgreSQL text cannot hold a NUL, and a lone
 * surrogate has no UTF-8 form: either would fail in the database as a 500 instead of a 400. Written as the
 * pattern a string must match (not as a refinement) so the OpenAPI document shows it to clients.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const STORABLE = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/**
 * One-line text (ids, names, codes, e-mails, query strings): storable, and without control characters or line
 * breaks, which have no meaning there and only serve to forge log lines or printed tickets.
 */
const ONE_LINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /^(?:[^\u0000-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

// Refusals carry text keys of packages/i18n's server texts (issue 11 item 3), which the server words in Spanish
// and clients in the diner's language; a length or range refusal is worded from the issue's own limit.
export const UNSTORABLE_TEXT_KEY = 'p1_err_v_unstorable';
export const CONTROL_CHARACTER_KEY = 'p1_err_v_control_chars';

/**
 * A string field of a request: at most `max` characters (every field is bounded), one line unless
 * `multiline` (comments), never a NUL or a lone surrogate. Chain `.trim()`, `.regex()`… as with z.string().
 */
export function text({ max, min, multiline = false }: { max: number; min?: number; multiline?: boolean }) {
  const bounded = z.string().check(z.maxLength(max));
  const sized = min === undefined ? bounded : bounded.check(z.minLength(min));
  return multiline
    ? sized.check(z.regex(STORABLE, UNSTORABLE_TEXT_KEY))
    : sized.check(z.regex(ONE_LINE, CONTROL_CHARACTER_KEY));
}

/** What a PostgreSQL `integer` column holds (sid, mesa, cant, codes…): beyond it the database refuses. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
const INT4_KEY = 'p1_err_v_int_range';

/** An integer of a JSON body that reaches an `integer` column or a query. Finite by construction. */
export const int4 = () => z.int().check(z.gte(INT4_MIN, INT4_KEY), z.lte(INT4_MAX, INT4_KEY));

/** The same for a query string, where every value arrives as text ('2147483648' is refused, not cast). */
export const queryInt4 = () =>
  z.coerce.number().check(z.int(), z.gte(INT4_MIN, INT4_KEY), z.lte(INT4_MAX, INT4_KEY));

/**
 * What the database can hold, checked over a whole value: no string (or key) anywhere in it has a NUL or a
 * lone surrogate. For request contracts built from the import's pieces, whose strings are plain z.string()
 * (a file is checked once, at import): the same refusal as `text()`'s, at the path of the first bad string.
 */
export function storable<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(
    schema,
    z.transform((value: z.output<T>, ctx) => {
      const path = unstorablePath(value, []);
      if (path) ctx.issues.push({ code: 'custom', message: UNSTORABLE_TEXT_KEY, path, input: value });
      return value;
    }),
  );
}

const STORABLE_TEXT = STORABLE;
function unstorablePath(value: unknown, path: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return STORABLE_TEXT.test(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorablePath(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!STORABLE_TEXT.test(key)) return [...path, key];
      const found = unstorablePath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
