import { formatServerText } from '@comanda/i18n/server-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, pickupOrder, saveOrder, setStockOf, trufa } from './orders-fixtures.ts';

let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana@correo.cl');
});
afterAll(() => t.close());

/** The English a client shows for a refusal: the same key and parameters, the English text. */
const inEnglish = (error: { key: string; params?: Record<string, never> }) =>
  formatServerText(error.key, error.params, 'en');

describe('a refusal carries its code, its text key and parameters (issue 11 item 3)', () => {
  it('a shortage names the product, what is left and what was asked', async () => {
    await setStockOf(t.db, 'fz-trufa', 1);
    const res = await saveOrder(t.app, ana, pickupOrder({ lines: [trufa(3)] }));
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error).toEqual({
      code: 'out_of_stock',
      key: 'p1_err_out_of_stock',
      params: { name: expect.any(String), available: 1, need: 3 },
      message: `No hay stock suficiente de '${error.params.name}': quedan 1, pediste 3`,
    });
    expect(inEnglish(error)).toBe(`Not enough stock of '${error.params.name}': 1 left, you asked for 3`);
    await setStockOf(t.db, 'fz-trufa', null);
  });

  it('a domain refusal keeps its code and brings its key (a coupon that does not exist)', async () => {
    const res = await saveOrder(t.app, ana, pickupOrder({ cupon: 'NO-EXISTE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'coupon',
      key: 'm1_err_checkout_coupon',
      message: 'El cupón no existe o no es válido para este local',
    });
    expect(inEnglish(res.json().error)).toBe('The coupon does not exist or is not valid at this location');
  });

  it("an invalid line's problem is a text of its own, translated with it", async () => {
    const res = await saveOrder(
      t.app,
      ana,
      pickupOrder({ lines: [{ ip: 'fz-margarita', cant: 1, extras: {} }] }),
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({
      code: 'invalid-line',
      key: 'p1_err_invalid_line_named',
      params: {
        line: 1,
        problem: { key: 'p1_err_line_group_at_least', params: { group: 'fz-tamano', min: 1 } },
      },
    });
    expect(error.message).toBe(
      `Datos invalidos en orden: Línea 1 ('${error.params.name}'): el grupo 'fz-tamano' pide al menos 1`,
    );
    expect(inEnglish(error)).toBe(
      `Invalid order data: Line 1 ('${error.params.name}'): the group 'fz-tamano' needs at least 1`,
    );
  });

  it("refused input's details are texts too: the field and the limit, said in either language", async () => {
    const res = await saveOrder(t.app, ana, {
      ...pickupOrder(),
      contacto: { nm: 'x'.repeat(121), ph: '', em: '' },
      fechaDespacho: 'mañana',
      tipo: 'uno',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.key).toBe('p1_err_invalid_request');
    // Generic issues are worded from their code and limit; a contract's own refusal names its key.
    expect(error.params.detail).toEqual([
      { key: 'p1_err_v_invalid', params: { field: 'tipo' } },
      { key: 'p1_err_v_max_chars', params: { field: 'contacto.nm', max: 120 } },
      { key: 'p1_err_v_date_shape', params: { field: 'fechaDespacho' } },
    ]);
    expect(error.params.fields).toBe('tipo, contacto.nm, fechaDespacho');
    expect(error.message).toBe(
      'Solicitud inválida: tipo: Valor inválido, contacto.nm: Máximo 120 caracteres, fechaDespacho: fecha con la forma AAAA-MM-DD',
    );
    expect(inEnglish(error)).toBe(
      'Invalid request: tipo: Invalid value, contacto.nm: At most 120 characters, fechaDespacho: a date of the form YYYY-MM-DD',
    );

    const phone = await t.app.inject({
      method: 'POST',
      url: '/srv/profilesave',
      headers: { authorization: `Bearer ${ana}` },
      payload: { ph: '12-ab' },
    });
    expect(phone.json().error).toEqual({
      code: 'bad_request',
      key: 'p1_err_invalid_request',
      params: { detail: [{ key: 'p1_err_v_phone', params: { field: 'ph' } }], fields: 'ph' },
      message: 'Solicitud inválida: ph: Teléfono inválido',
    });
    expect(inEnglish(phone.json().error)).toBe('Invalid request: ph: Invalid phone number');
  });

  it('refused input names its fields; a body that is not JSON has its own text', async () => {
    const bad = await saveOrder(t.app, ana, { ...pickupOrder(), tipo: 'uno' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'bad_request',
      key: 'p1_err_invalid_request',
      params: { fields: 'tipo' },
      message: expect.stringMatching(/^Solicitud inválida: tipo: /),
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/srv/saveorder',
      headers: { authorization: `Bearer ${ana}`, 'content-type': 'application/json' },
      payload: '{"cartId":',
    });
    expect(broken.json().error).toEqual({
      code: 'bad_request',
      key: 'm1_err_invalid_json',
      message: 'Solicitud inválida: el cuerpo no es JSON válido',
    });
  });
});
