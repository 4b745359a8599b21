import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';

const embedded = {
  es: {
    common: {
      m1_hello: 'Hola',
      p1_from: 'Desde %price%',
      p1_two: '%a% y %b%',
      m1_only_es: 'Solo en español',
      p1_units_one: '%count% unidad',
      p1_units_other: '%count% unidades',
    },
    later: { m1_later: 'Después' },
  },
  en: {
    common: {
      m1_hello: 'Hello',
      p1_from: 'From %price%',
      p1_two: '%a% and %b%',
      p1_units_one: '%count% unit',
      p1_units_other: '%count% units',
    },
  },
};

afterEach(() => vi.restoreAllMocks());

describe('createI18n (spec/2 §4 Languages: keys m1_*, p1_* with %n% placeholders)', () => {
  it('starts in Spanish by default and fills %name% placeholders', () => {
    const i18n = createI18n({ files: ['common'], embedded });
    expect(i18n.language).toBe('es');
    expect(i18n.t('m1_hello')).toBe('Hola');
    expect(i18n.t('p1_from', { price: '$6.900' })).toBe('Desde $6.900');
    expect(i18n.t('p1_two', { a: 1, b: 2 })).toBe('1 y 2');
  });

  it('leaves markup in a value alone: React escapes what it renders', () => {
    expect(createI18n({ files: ['common'], embedded }).t('p1_from', { price: '<b>&' })).toBe('Desde <b>&');
  });

  it('switches language and falls back to Spanish for a key English lacks', async () => {
    const i18n = createI18n({ files: ['common'], embedded });
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('m1_hello')).toBe('Hello');
    expect(i18n.t('m1_only_es')).toBe('Solo en español');
  });

  it('logs an unknown key and yields empty text, not the key (spec/2 §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createI18n({ files: ['common'], embedded }).t('m1_nope')).toBe('');
    expect(error).toHaveBeenCalledWith('missing translation key: m1_nope');
  });

  it('chooses the plural form by count in each language (no "1 unidades")', async () => {
    const i18n = createI18n({ files: ['common'], embedded });
    expect(i18n.t('p1_units', { count: 1 })).toBe('1 unidad');
    expect(i18n.t('p1_units', { count: 0 })).toBe('0 unidades');
    expect(i18n.t('p1_units', { count: 3 })).toBe('3 unidades');
    await i18n.changeLanguage('en');
    expect(i18n.t('p1_units', { count: 1 })).toBe('1 unit');
    expect(i18n.t('p1_units', { count: 2 })).toBe('2 units');
  });

  it('finds a key of a file added later without naming the file', () => {
    const i18n = createI18n({ files: ['common'], laterFiles: ['later'], embedded });
    expect(i18n.t('m1_later')).toBe('Después');
  });
});
