import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZLocationId, ZProfileSave, ZSaveOrderRequest } from '@comanda/domain';
import { formatServerText, isServerTextKey } from '@comanda/i18n/server-text';
import { validationText } from '@comanda/i18n/validation-text';
import { describe, expect, it } from 'vitest';

const CONTRACTS = join(import.meta.dirname, '../../../../packages/domain/src/contracts');

/** The text of each issue of a failed parse, in a language; the whole input is 'body', as the server names it. */
function texts(result: { error?: { issues: readonly object[] } }, language: 'es' | 'en') {
  return (result.error?.issues ?? []).map((issue) => {
    const ref = validationText(issue as never, (issue as { path: string[] }).path.join('.') || 'body');
    return formatServerText(ref.key, ref.params, language);
  });
}

describe('refused input as texts of the server texts (issue 11 item 3)', () => {
  it("every key a contract names as its refusal is a server text (in es and en, checked by server-text's test)", () => {
    const named = readdirSync(CONTRACTS)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => readFileSync(join(CONTRACTS, f), 'utf8').match(/'(?:p1|m1)_err_\w+'/g) ?? [])
      .map((quoted) => quoted.slice(1, -1));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((key) => !isServerTextKey(key))).toEqual([]);
  });

  it('words the limit of a length, count or number from the issue, in either language', () => {
    const tooLong = ZSaveOrderRequest.safeParse({ contacto: { nm: 'x'.repeat(121) } });
    expect(texts(tooLong, 'es')).toContain('contacto.nm: Máximo 120 caracteres');
    expect(texts(tooLong, 'en')).toContain('contacto.nm: At most 120 characters');
    expect(texts(tooLong, 'en')).toContain('cartId: A text was expected');
    const noLines = ZSaveOrderRequest.safeParse({ lines: [] });
    expect(texts(noLines, 'en')).toContain('lines: At least 1 items');
  });

  it("a contract's own refusal keeps its key and the parameters it attached", () => {
    expect(texts(ZLocationId.safeParse('ab-1'), 'en')).toEqual([
      'body: the restaurant part of irl must have at least 22 characters',
    ]);
    expect(texts(ZProfileSave.safeParse({ ph: '12-ab' }), 'en')).toEqual(['ph: Invalid phone number']);
    expect(texts(ZProfileSave.safeParse({ zz: 1 }), 'en')).toEqual(['body: Fields not allowed: zz']);
  });

  it("an address's problems are texts of their own, said in the diner's language (issue 11)", () => {
    const address = { alias: 'Oficina', di: 'Av 1', cm: 'Santiago', ci: '' };
    const refused = ZProfileSave.safeParse({ ad: [address] });
    expect(texts(refused, 'en')).toEqual([
      'ad: Please complete: Street and number (Oficina)',
      'ad: Please complete: City (Oficina)',
    ]);
    expect(texts(refused, 'es')).toContain('ad: Debe completar información: Ciudad (Oficina)');
    const complete = { ...address, di: 'Merced 100', ci: 'Santiago' };
    const twice = ZProfileSave.safeParse({ ad: [complete, complete] });
    expect(texts(twice, 'en')).toEqual(['ad: Alias already registered: Oficina']);
  });

  it("an order's language the platform does not list is refused by name, with the languages it lists", () => {
    const french = ZSaveOrderRequest.safeParse({ idioma: 'fr' });
    expect(texts(french, 'es')).toContain('idioma: Idioma no disponible; se esperaba "es", "en"');
    expect(texts(french, 'en')).toContain('idioma: Language not available; expected "es", "en"');
  });

  it('an issue of no known shape is an invalid value, never zod words', () => {
    expect(validationText({ code: 'not_multiple_of', message: 'Número inválido' }, 'n')).toEqual({
      key: 'p1_err_v_invalid',
      params: { field: 'n' },
    });
    expect(validationText({ code: 'custom', message: 'Alias ya registrado: casa' }, 'ad')).toEqual({
      key: 'p1_err_v_problem',
      params: { field: 'ad', problem: 'Alias ya registrado: casa' },
    });
  });
});
