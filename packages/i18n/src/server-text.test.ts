import { describe, expect, it } from 'vitest';
import { server as en } from './locales/en/server.ts';
import { server as es } from './locales/es/server.ts';
import { formatServerText, serverText, textRef, translateServerText } from './server-text.ts';

const placeholders = (text: string) => [...text.matchAll(/%(\w+)%/g)].map((m) => m[1]).sort();

describe('server texts (issue 11 item 3, spec/2 §4 keys)', () => {
  it('has every Spanish key in English, with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const key of Object.keys(es) as (keyof typeof es)[]) {
      expect({ key, placeholders: placeholders(en[key]) }).toEqual({
        key,
        placeholders: placeholders(es[key]),
      });
      expect(en[key], key).not.toBe('');
    }
  });

  it('names keys m1_err_* without placeholders and p1_err_* with them', () => {
    for (const [key, text] of Object.entries(es)) {
      if (key.startsWith('m1_err_')) expect(placeholders(text), key).toEqual([]);
      else expect(key, key).toMatch(/^p1_err_/);
      if (key.startsWith('p1_err_')) expect(placeholders(text).length, key).toBeGreaterThan(0);
    }
  });
});

describe('formatServerText', () => {
  it('fills %name% placeholders', () => {
    expect(formatServerText('p1_err_out_of_stock', { name: 'Pizza', available: 1, need: 3 })).toBe(
      "No hay stock suficiente de 'Pizza': quedan 1, pediste 3",
    );
    expect(formatServerText('p1_err_out_of_stock', { name: 'Pizza', available: 1, need: 3 }, 'en')).toBe(
      "Not enough stock of 'Pizza': 1 left, you asked for 3",
    );
  });

  it('takes the plural form a count asks for', () => {
    expect(formatServerText('p1_err_rate_limited_seconds', { count: 1 })).toMatch(/en 1 segundo\.$/);
    expect(formatServerText('p1_err_rate_limited_seconds', { count: 30 })).toMatch(/en 30 segundos\.$/);
    expect(formatServerText('p1_err_rate_limited_seconds', { count: 1 }, 'en')).toMatch(/in 1 second\.$/);
  });

  it('puts text parameters and lists of them in words', () => {
    const problem = textRef('p1_err_line_extra_sold_out', { extra: 'queso' });
    expect(formatServerText('p1_err_invalid_line_named', { line: 2, name: 'Pizza', problem })).toBe(
      "Datos invalidos en orden: Línea 2 ('Pizza'): el extra 'queso' está agotado",
    );
    const fields = [textRef('m1_err_field_name'), textRef('m1_err_field_rut')];
    expect(formatServerText('p1_err_checkout_missing', { fields }, 'en')).toBe(
      'Fields left to fill in: first and last name, RUT or identity document',
    );
  });

  it('yields empty text for a key it does not know', () => {
    expect(formatServerText('m1_err_nothing_like_this')).toBe('');
  });
});

describe('serverText and translateServerText', () => {
  it('carries the key, the parameters and the Spanish message', () => {
    expect(serverText('p1_err_cart_quantity_limit', { max: 5 })).toEqual({
      key: 'p1_err_cart_quantity_limit',
      params: { max: 5 },
      message: 'Puedes pedir como máximo 5 de este producto',
    });
  });

  it('translates nested texts with a client translator', () => {
    const t = (key: string, params?: Record<string, string | number>) => formatServerText(key, params, 'en');
    const ref = textRef('p1_err_checkout_missing', { fields: [textRef('m1_err_field_phone')] });
    expect(translateServerText(t, ref)).toBe('Fields left to fill in: phone');
  });
});
