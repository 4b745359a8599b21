import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ZEmail, ZLoginCode } from './account.ts';
import { ZRestaurantInfoQuery } from './restaurant.ts';
import {
  CONTROL_CHARACTER_KEY,
  INT4_MAX,
  INT4_MIN,
  int4,
  queryInt4,
  storable,
  text,
  UNSTORABLE_TEXT_KEY,
} from './safe-input.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('text (issue 10 item 8: text the database cannot hold is a 400)', () => {
  const line = text({ max: 20 });
  const comment = text({ max: 40, multiline: true });

  it('accepts ordinary text, accents and emoji (a surrogate pair is whole)', () => {
    expect(line.parse('Ñuñoa 1º, café ☕')).toBe('Ñuñoa 1º, café ☕');
    expect(line.parse('pizza 🍕')).toBe('pizza 🍕');
    expect(comment.parse('sin cebolla\nbien cocida')).toBe('sin cebolla\nbien cocida');
  });

  it('refuses NUL and lone surrogates everywhere, with a readable message', () => {
    for (const bad of ['a\u0000b', 'a\uD800b', '\uDC00', 'x\uD83D']) {
      expect(messageOf(comment.safeParse(bad))).toBe(UNSTORABLE_TEXT_KEY);
      expect(line.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses line breaks and control characters in one-line fields only', () => {
    for (const bad of ['a\nb', 'a\rb', 'a\tb', '\u001b[31m', 'a\u2028b', '\u007f'])
      expect(messageOf(line.safeParse(bad))).toBe(CONTROL_CHARACTER_KEY);
    expect(comment.safeParse('a\r\n\tb').success).toBe(true);
  });

  // The limit travels in the issue; the server words it in the reader's language (p1_err_v_max_chars).
  it('bounds every field', () => {
    expect(line.safeParse('x'.repeat(21)).error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 20 });
    expect(line.safeParse('x'.repeat(20)).success).toBe(true);
    expect(text({ min: 2, max: 5 }).safeParse('x').error?.issues[0]).toMatchObject({
      code: 'too_small',
      minimum: 2,
    });
  });
});

describe('fields that strip whitespace keep doing so, and still refuse unstorable text', () => {
  it('a pasted e-mail or login code with a line break is cleaned, a NUL is refused', () => {
    expect(ZEmail.parse(' Ana@Example.cl\n')).toBe('ana@example.cl');
    expect(ZLoginCode.parse('abc 123\n')).toBe('ABC123');
    expect(ZEmail.safeParse('ana\u0000@example.cl').success).toBe(false);
    expect(ZLoginCode.safeParse('ABC\uD800123').success).toBe(false);
  });
});

describe('int4: what a PostgreSQL integer column holds', () => {
  it('accepts the range and refuses beyond it, fractions, NaN and infinities', () => {
    expect(int4().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(int4().parse(INT4_MIN)).toBe(INT4_MIN);
    for (const bad of [INT4_MAX + 1, INT4_MIN - 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(int4().safeParse(bad).success).toBe(false);
  });

  it('in a query string: /srv/test?sid=2147483648 is refused, not cast', () => {
    expect(queryInt4().parse('2147483647')).toBe(INT4_MAX);
    for (const bad of ['2147483648', 'NaN', 'Infinity', '1e400', '1.5'])
      expect(queryInt4().safeParse(bad).success).toBe(false);
    expect(ZRestaurantInfoQuery.safeParse({ sid: '2147483648' }).success).toBe(false);
    expect(ZRestaurantInfoQuery.safeParse({ sid: '101' }).success).toBe(true);
  });
});

describe('storable (issue 13 item 3: the import pieces reused as request contracts)', () => {
  const tables = storable(z.object({ tables: z.array(z.object({ nm: z.string() })) }));

  it('passes what the database can hold, emoji included', () => {
    expect(tables.safeParse({ tables: [{ nm: 'Mesa 🍕' }] }).success).toBe(true);
  });
  it('refuses a NUL or a lone surrogate at the path of the first bad string, or key', () => {
    const nul = tables.safeParse({ tables: [{ nm: 'ok' }, { nm: 'a\u0000b' }] });
    expect(nul.error?.issues[0]).toMatchObject({ message: UNSTORABLE_TEXT_KEY, path: ['tables', 1, 'nm'] });
    expect(tables.safeParse({ tables: [{ nm: '\uD800' }] }).success).toBe(false);
    const record = storable(z.record(z.string(), z.string()));
    expect(record.safeParse({ 'a\u0000': 'x' }).error?.issues[0]?.path).toEqual(['a\u0000']);
  });
});
