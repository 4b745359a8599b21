import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { dateInWords } from './date-in-words.ts';
import { orders as en } from './locales/en/orders.ts';
import { orders as es } from './locales/es/orders.ts';

const i18n = createI18n({ files: ['orders'], embedded: { es: { orders: es }, en: { orders: en } } });
const tEs = i18n.getFixedT('es');
const tEn = i18n.getFixedT('en');

describe("dates in words (issue 15 item 7: 'mañana, 24 de noviembre')", () => {
  it('names today and tomorrow in each language', () => {
    expect(dateInWords('2026-11-24', '2026-11-23', tEs, 'es-CL')).toBe('mañana, 24 de noviembre');
    expect(dateInWords('2026-11-24', '2026-11-23', tEn, 'en-US')).toBe('tomorrow, November 24');
    expect(dateInWords('2026-11-23', '2026-11-23', tEs, 'es-CL')).toBe('hoy, 23 de noviembre');
    expect(dateInWords('2026-11-23', '2026-11-23', tEn, 'en-US')).toBe('today, November 23');
  });
  it('gives a later day its weekday, across a month end too', () => {
    expect(dateInWords('2026-11-26', '2026-11-23', tEs, 'es-CL')).toBe('jueves, 26 de noviembre');
    expect(dateInWords('2026-12-01', '2026-11-30', tEn, 'en-US')).toBe('tomorrow, December 1');
  });
  it('leaves a text that is no date as written', () => {
    expect(dateInWords('pronto', '2026-11-23', tEs, 'es-CL')).toBe('pronto');
  });
});
