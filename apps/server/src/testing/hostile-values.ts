/**
 * What a hostile client sends (issue 10 item 8): wrong types, huge strings, text PostgreSQL cannot hold,
 * integers beyond a column, NaN and infinities, `__proto__` keys, deep nesting. Body values are raw JSON
 * fragments, so that what JSON.stringify cannot write (1e400, NaN) is sent too.
 */

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const json = (value: unknown) => JSON.stringify(value);

/** Raw JSON fragments put in place of one property of a body. */
export const HOSTILE_JSON: readonly string[] = [
  '12345',
  '-1',
  '2147483648',
  '-2147483649',
  '1e400',
  'true',
  'null',
  '{}',
  '[]',
  json({ a: 1 }),
  json(''),
  json('a\u0000b'),
  json('a\uD800b'),
  json('\uDC00'),
  json('línea\nnueva\r\t\u001b[31m'),
  json('x'.repeat(100_000)),
  json('2147483648'),
  json('NaN'),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deep(40),
  deep(5_000),
];

/** The few fragments that broke storage, for every nested property (all of HOSTILE_JSON is for top-level ones). */
export const STORAGE_BREAKING_JSON: readonly string[] = [
  json('a\u0000b'),
  json('a\uD800b'),
  '2147483648',
  '1e400',
  json('x'.repeat(100_000)),
  deep(5_000),
];

/** Query string values, before encoding. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-1',
  '1.5',
  '1e400',
  '2147483648',
  '-2147483649',
  '9'.repeat(400),
  'a\u0000b',
  'a\uD800b',
  'línea\nnueva',
  'x'.repeat(10_000),
  '__proto__',
];

/** Whole query strings that bend the parser: nesting, repeated keys, prototype keys. */
export const hostileQueryStrings = (name: string): string[] => [
  `${name}=1&${name}=2`,
  `${name}[]=1`,
  `${name}[a][b][c][d][e]=1`,
  `${name}%00=1`,
  `${name}=%ED%A0%80`,
  `${name}=%FF%FE`,
  `${name}=%`,
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  `${'a['.repeat(200)}=1`,
];

/** Whole bodies, each with its content type: not JSON, oversize, deep, poisoned. */
export const HOSTILE_BODIES: readonly { type: string | undefined; body: string | Buffer }[] = [
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"texto"' },
  { type: 'application/json', body: '1e400' },
  { type: 'application/json', body: 'NaN' },
  { type: 'application/json', body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
  { type: 'application/json', body: deep(100_000) },
  { type: 'application/json', body: '{"__proto__":{"polluted":true}}' },
  { type: 'application/json', body: '{"constructor":{"prototype":{"polluted":true}}}' },
  {
    type: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { type: 'application/json', body: json('x'.repeat(10 * 1024 * 1024)) },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'text/plain', body: 'hola' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&a[b]=2' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
  { type: undefined, body: '{}' },
];

/** A small seeded generator (mulberry32): the same seed sends the same requests, so a failure replays. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
