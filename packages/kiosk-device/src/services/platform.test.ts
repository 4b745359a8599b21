import { describe, expect, it, vi } from 'vitest';
import { createPlatform, NotPairedError } from './platform.ts';
import { testIdentity } from './test-identity.ts';

const refused = () =>
  new Response(JSON.stringify({ ok: false, error: { code: 'probe', message: 'probe' } }), { status: 400 });

describe('platform calls', () => {
  it('asks for restaurant info as a kiosk: tipo 10, kio, ids from KIOUSER, bearer token', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => refused());
    const platform = createPlatform({ serverUrl: 'http://srv/', identity: () => testIdentity, fetch });
    await expect(platform.restaurant()).rejects.toThrow('probe');
    const [url, init] = fetch.mock.calls[0]!;
    const u = new URL(String(url));
    expect(u.pathname).toBe('/srv/test');
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      kio: '1',
      tipo: '10',
      xir: testIdentity.ir,
      xil: testIdentity.il,
      sid: '101',
      pais: 'cl',
    });
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer token-1');
  });

  it('asks for the menu of restaurant-local with kio', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => refused());
    const platform = createPlatform({ serverUrl: 'http://srv', identity: () => testIdentity, fetch });
    await expect(platform.menu()).rejects.toThrow();
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/srv/getrestomenu');
    expect(new URL(String(url)).searchParams.get('kio')).toBe('1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ irl: `${testIdentity.ir}-${testIdentity.il}` });
  });

  it("reads a kiosk translation file from the platform, before pairing too, and refuses what isn't texts", async () => {
    const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
      String(url).endsWith('/en/kiosk.json')
        ? new Response(JSON.stringify({ m2000_continue: 'Continue' }))
        : new Response(JSON.stringify({ m2000_continue: 7 })),
    );
    const platform = createPlatform({ serverUrl: 'http://srv/', identity: () => null, fetch });
    expect(await platform.texts('en', 'kiosk')).toEqual({ m2000_continue: 'Continue' });
    expect(String(fetch.mock.calls[0]![0])).toBe('http://srv/srv/idiomas/kiosk/en/kiosk.json');
    await expect(platform.texts('en', 'common')).rejects.toThrow();
    fetch.mockResolvedValueOnce(refused());
    await expect(platform.texts('es', 'kiosk')).rejects.toThrow('(400)');
  });

  it("reads the kiosk module's language list from the platform, before pairing too", async () => {
    const listed = [
      { ix: 'es', nati: 'Español', pr: 100, ac: true },
      { ix: 'fr', nati: 'Français', pr: 1, ac: false },
    ];
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ ok: true, data: listed }),
    );
    const platform = createPlatform({ serverUrl: 'http://srv/', identity: () => null, fetch });
    expect(await platform.languages()).toEqual(listed);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://srv/srv/idiomas?xmod=kiosk');
    fetch.mockResolvedValueOnce(refused());
    await expect(platform.languages()).rejects.toThrow('(400)');
  });

  it('refuses to call before pairing', async () => {
    const platform = createPlatform({ serverUrl: 'http://srv', identity: () => null, fetch: vi.fn() });
    await expect(platform.menu()).rejects.toBeInstanceOf(NotPairedError);
  });
});
