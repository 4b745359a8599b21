import { afterEach, describe, expect, it, vi } from 'vitest';
import { kioskTexts } from './kiosk.ts';
import { createTranslator } from './translator.ts';
import { loadWebTexts, webTextsEs } from './web.ts';

const bundles = {
  es: { m1_hello: 'Hola', p1_from: 'Desde %price%', p1_two: '%a% y %b%', m1_only_es: 'Solo en español' },
  en: { m1_hello: 'Hello', p1_from: 'From %price%', p1_two: '%a% and %b%' },
};

afterEach(() => vi.restoreAllMocks());

describe('translator (spec/2 §4 Languages: keys m1_*, p1_* with %n% placeholders)', () => {
  it('starts in Spanish by default and fills %name% placeholders', () => {
    const i18n = createTranslator(bundles);
    expect(i18n.language).toBe('es');
    expect(i18n.t('m1_hello')).toBe('Hola');
    expect(i18n.t('p1_from', { price: '$6.900' })).toBe('Desde $6.900');
    expect(i18n.t('p1_two', { a: 1, b: 2 })).toBe('1 y 2');
  });

  it('leaves a placeholder it has no value for as it is', () => {
    expect(createTranslator(bundles).t('p1_two', { a: 'x' })).toBe('x y %b%');
  });

  it('switches language, tells subscribers, and falls back to Spanish for a key English lacks', async () => {
    const i18n = createTranslator(bundles);
    const heard = vi.fn();
    const stop = i18n.subscribe(heard);
    await i18n.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(i18n.t('m1_hello')).toBe('Hello');
    expect(i18n.t('m1_only_es')).toBe('Solo en español');
    stop();
    await i18n.changeLanguage('es');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('logs an unknown key and yields empty text (spec/3 §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createTranslator(bundles).t('m1_nope')).toBe('');
    expect(error).toHaveBeenCalledWith('missing translation key: m1_nope');
  });

  it('loads a language on demand the first time it is chosen', async () => {
    const load = vi.fn(async () => bundles.en);
    const i18n = createTranslator({ es: bundles.es }, 'es', load);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('es');
    await i18n.changeLanguage('en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('m1_hello')).toBe('Hello');
  });

  it('adds the texts of a part loaded later, in every language, and re-renders', async () => {
    const i18n = createTranslator({ es: bundles.es }, 'es', async () => bundles.en);
    const heard = vi.fn();
    i18n.subscribe(heard);
    i18n.add({ es: { m9000_x: 'Técnico' }, en: { m9000_x: 'Technician' } });
    expect(i18n.t('m9000_x')).toBe('Técnico');
    expect(heard).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('en');
    expect(i18n.t('m9000_x')).toBe('Technician');
    // Adding English texts did not stand in for loading English: the site's own texts came too.
    expect(i18n.t('m1_hello')).toBe('Hello');
  });

  it('keeps kiosk texts out of the web bundle and web texts out of the kiosk bundle', async () => {
    const webTextsEn = await loadWebTexts('en');
    expect(Object.keys(webTextsEs).some((k) => k.startsWith('m2000_') || k.startsWith('m9000_'))).toBe(false);
    expect(Object.keys(kioskTexts.es).some((k) => k.startsWith('m9000_') || k.startsWith('m1_menu'))).toBe(
      false,
    );
    expect(Object.keys(webTextsEn).sort()).toEqual(Object.keys(webTextsEs).sort());
    expect(Object.keys(kioskTexts.en).sort()).toEqual(Object.keys(kioskTexts.es).sort());
  });
});
