import { translationFileUrl } from '@comanda/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { loadTranslationFile, platformBackend, splitNamespace } from './platform-backend.ts';
import { webEmbedded, webFallback } from './web.ts';

const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('platform backend (spec/2 §4: files by module, language and name; embedded texts as fallback)', () => {
  it('asks the platform for the file by module, language and file name', async () => {
    const fetch = vi.fn(async () => jsonAnswer({ m1_x: 'X' }));
    const texts = await loadTranslationFile({ module: '2000', fetch, fallback: webFallback }, 'en', 'orders');
    expect(texts).toEqual({ m1_x: 'X' });
    expect(fetch).toHaveBeenCalledWith('/srv/idiomas/2000/en/orders.json', expect.anything());
  });

  it("reads another module's file from a namespace 'module/file'", () => {
    expect(splitNamespace('9000/staff', '2000')).toEqual({ module: '9000', file: 'staff' });
    expect(splitNamespace('orders', '2000')).toEqual({ module: '2000', file: 'orders' });
    expect(translationFileUrl('http://p', 'kiosk', 'en', 'kiosk')).toBe(
      'http://p/srv/idiomas/kiosk/en/kiosk.json',
    );
  });

  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the platform answers 404', async () => jsonAnswer({ ok: false }, 404)],
    ['the answer is not texts', async () => jsonAnswer({ m1_x: 42 })],
  ])('falls back to the embedded file when %s', async (_, failing) => {
    const texts = await loadTranslationFile(
      { module: '2000', fetch: vi.fn(failing), fallback: webFallback },
      'en',
      'web',
    );
    expect(texts.m1_home).toBe('Home');
  });

  it('shows English from the embedded texts when every fetch fails, as the web does', async () => {
    const fetch = vi.fn(async () => Promise.reject(new TypeError('offline')));
    const i18n = createI18n({
      files: ['common', 'web'],
      laterFiles: ['orders'],
      embedded: webEmbedded,
      backend: platformBackend({ module: '2000', fetch, fallback: webFallback }),
    });
    expect(i18n.t('m1_home')).toBe('Inicio');
    await i18n.changeLanguage('en');
    expect(i18n.t('m1_home')).toBe('Home');
    await i18n.loadNamespaces('orders');
    expect(i18n.t('m1_notifications')).toBe('Notifications');
    // It did ask the platform first, for each file.
    expect(fetch).toHaveBeenCalledWith('/srv/idiomas/2000/en/web.json', expect.anything());
    expect(fetch).toHaveBeenCalledWith('/srv/idiomas/2000/en/orders.json', expect.anything());
  });

  it("uses the platform's text over the embedded one when the platform answers", async () => {
    const fetch = vi.fn(async (url: string) =>
      jsonAnswer(url.endsWith('/en/web.json') ? { m1_home: 'Start' } : {}),
    );
    const i18n = createI18n({
      files: ['common', 'web'],
      embedded: webEmbedded,
      backend: platformBackend({
        module: '2000',
        fetch: fetch as typeof globalThis.fetch,
        fallback: webFallback,
      }),
    });
    await i18n.changeLanguage('en');
    expect(i18n.t('m1_home')).toBe('Start');
  });

  it('gives empty texts, logged, for a file neither the platform nor the code has', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => jsonAnswer({}, 404));
    await expect(
      loadTranslationFile({ module: '2000', fetch, fallback: webFallback }, 'en', 'nothing'),
    ).rejects.toThrow('HTTP 404');
    const i18n = createI18n({
      files: ['common', 'nothing'],
      embedded: webEmbedded,
      backend: platformBackend({ module: '2000', fetch, fallback: webFallback }),
    });
    await i18n.changeLanguage('en');
    expect(i18n.t('m1_nothing')).toBe('');
    expect(error).toHaveBeenCalledWith('missing translation key: m1_nothing');
  });
});
