import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './errors.ts';
import { installJsonBodyParser, jsonDepth, MAX_JSON_DEPTH, requestShapeOptions } from './request-shape.ts';

describe('jsonDepth', () => {
  it('counts nesting on the text, ignoring brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{\\"[["}')).toBe(1);
    expect(jsonDepth('['.repeat(100_000))).toBe(100_000);
  });
});

describe('request shape (issue 10 item 8): refused before any handler, with a readable 4xx', () => {
  const app = Fastify({ ...requestShapeOptions });
  let handled = 0;
  beforeAll(async () => {
    installErrorHandler(app);
    installJsonBodyParser(app);
    app.post('/echo', async (request) => {
      handled++;
      return { ok: true, data: request.body };
    });
    app.get('/item/:id', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string, type = 'application/json') =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': type }, payload });

  it('parses ordinary JSON as before', async () => {
    const nested = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect((await post(nested)).statusCode).toBe(200);
    expect((await post('{"a":{"b":1}}')).json().data).toEqual({ a: { b: 1 } });
  });

  it('refuses deep nesting, poisoned keys, invalid JSON, oversize bodies and other types', async () => {
    const before = handled;
    const cases: [string, number, string, string?][] = [
      [`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, 400, `anida más de ${MAX_JSON_DEPTH} niveles`],
      ['{"__proto__":{"polluted":true}}', 400, 'no es JSON válido'],
      ['{"constructor":{"prototype":{"polluted":true}}}', 400, 'no es JSON válido'],
      ['{"a":', 400, 'no es JSON válido'],
      [JSON.stringify('x'.repeat(2 * 1024 * 1024)), 413, 'demasiado grande'],
      ['<a/>', 415, 'tipo de contenido no soportado', 'application/xml'],
    ];
    for (const [payload, status, message, type] of cases) {
      const answer = await post(payload, type);
      expect(answer.statusCode).toBe(status);
      expect(answer.json().error.message).toContain(message);
    }
    expect(handled).toBe(before);
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });

  it('answers a URL that does not decode, or a parameter too long, in the envelope', async () => {
    const bad = await app.inject({ method: 'GET', url: '/item/%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Solicitud inválida: la dirección no es válida');
    const long = await app.inject({ method: 'GET', url: `/item/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.message).toBe('Solicitud inválida: la dirección es demasiado larga');
  });
});
