import {
  HOSTILE_BODIES,
  HOSTILE_JSON,
  HOSTILE_QUERY_VALUES,
  hostileQueryStrings,
  pick,
  STORAGE_BREAKING_JSON,
  seededRandom,
} from './hostile-values.ts';
import { exampleOf, type Operation } from './openapi-operations.ts';

export type HostileRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was bent, for the failure message. */
  what: string;
};

/** A valid-looking request to start from: the document's declared shape, or a seed for an undeclared route. */
export type Seed = { query: Record<string, string>; body?: unknown; params?: Record<string, string> };

const MARK = '\u0001hostile\u0001';

/** The body with the value at `path` replaced by a raw JSON fragment (which may not be JSON.stringify-able). */
function withFragment(body: unknown, path: (string | number)[], fragment: string): string {
  if (path.length === 0) return fragment;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), fragment);
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Every path into a JSON value (objects and arrays), the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      paths.push(...pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]));
  return paths;
}

function encodeLoosely(value: string): string {
  // encodeURIComponent refuses lone surrogates: send their UTF-8-shaped bytes as a client could.
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeLoosely(value)}`)
    .join('&');

/**
 * The hostile requests for one route: each declared query parameter, path parameter, header and top-level
 * body property in turn given every hostile value; whole hostile bodies and query strings; then `mutations`
 * seeded random mutations of the seed anywhere in it (nested properties included).
 */
export function hostileRequests(
  operation: Operation,
  seed: Seed,
  { auth, mutations, randomSeed }: { auth: Record<string, string>; mutations: number; randomSeed: number },
): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => seed.params?.[name] ?? 'x');
  const baseQuery = seed.query;
  const withValue = (name: string, value: string) => queryString({ ...baseQuery, [name]: value });
  const json = { 'content-type': 'application/json', ...auth };
  const example =
    operation.method === 'POST' ? (seed.body ?? exampleOf(operation.body ?? {}, {})) : undefined;
  const body = example === undefined ? undefined : JSON.stringify(example);
  const send = (
    what: string,
    query: string,
    payload: string | Buffer | undefined = body,
    headers: Record<string, string> = json,
  ) =>
    requests.push({
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      headers: payload === undefined ? auth : headers,
      ...(payload === undefined ? {} : { payload }),
      what,
    });
  const base = queryString(baseQuery);
  const queryNames = new Set([...operation.query.map((p) => p.name), ...Object.keys(baseQuery)]);

  for (const name of queryNames) {
    for (const value of HOSTILE_QUERY_VALUES)
      send(`query ${name}=${JSON.stringify(value).slice(0, 40)}`, withValue(name, value));
    for (const raw of hostileQueryStrings(name))
      send(`query ${raw.slice(0, 60)}`, base ? `${base}&${raw}` : raw);
  }
  for (const raw of hostileQueryStrings('q'))
    send(`query ${raw.slice(0, 60)}`, base ? `${base}&${raw}` : raw);

  for (const parameter of operation.pathParams)
    for (const value of HOSTILE_QUERY_VALUES) {
      const url = operation.path.replace(`{${parameter.name}}`, encodeLoosely(value));
      requests.push({
        method: operation.method,
        url: base ? `${url}?${base}` : url,
        headers: auth,
        what: `path ${parameter.name}`,
      });
    }

  for (const header of operation.headers)
    for (const value of ['', ' ', '-1', 'x'.repeat(8_000), 'línea']) {
      const headers = { ...json, [header.name]: Buffer.from(value).toString('latin1') };
      send(`header ${header.name}`, base, body, headers);
    }

  if (operation.method === 'POST') {
    const properties = Object.keys(operation.body?.properties ?? (isObject(example) ? example : {}));
    for (const name of properties)
      for (const fragment of HOSTILE_JSON)
        send(`body ${name}=${fragment.slice(0, 40)}`, base, withFragment(example, [name], fragment));
    for (const at of pathsOf(example).filter((path) => path.length > 1))
      for (const fragment of STORAGE_BREAKING_JSON)
        send(`body ${at.join('.')}=${fragment.slice(0, 40)}`, base, withFragment(example, at, fragment));
    for (const { type, body: raw } of HOSTILE_BODIES) {
      const headers: Record<string, string> = type ? { ...auth, 'content-type': type } : { ...auth };
      send(`whole body ${type}: ${String(raw).slice(0, 40)}`, base, raw, headers);
    }
  }

  const random = seededRandom(randomSeed);
  for (let i = 0; i < mutations; i++) {
    const fragment = pick(random, HOSTILE_JSON);
    if (example !== undefined && random() < 0.7) {
      const at = pick(random, pathsOf(example));
      send(`mutation ${at.join('.')}=${fragment.slice(0, 40)}`, base, withFragment(example, at, fragment));
    } else {
      const name = pick(random, [...queryNames, 'q']);
      const value = pick(random, HOSTILE_QUERY_VALUES);
      send(`mutation query ${name}=${JSON.stringify(value).slice(0, 40)}`, withValue(name, value));
    }
  }
  return requests;
}
