import { GUEST_EMAIL, type TAddress, type TProfile, type TProfileSave, ZAddress } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, needsName } from './session-store.ts';

// The profile's fields no test here reads (spec/2 §3).
const noExtras = { username: '', ge: '' as const, fnY: null, fnM: null, fnD: null };

const profile = (nm: string): TProfile => ({
  id: 7,
  nombre: nm,
  detApp: { nm, ln: '', em: 'ana@example.com', ph: '', rut: '', ...noExtras, ad: [] },
  prefs: { idi: 'es', pc: 'cl' },
  pc: 'cl',
  client_code: 'A1B2C3D4E5',
  pl: { p: [] },
  expU: 0,
});

function setup(
  token: string | null = null,
  cachedProfile: unknown = null,
  temporary: TAddress | null = null,
) {
  let stored = token;
  let cache = cachedProfile;
  let kept = temporary;
  const api = {
    profile: vi.fn(async () => profile('Ana')),
    saveProfile: vi.fn(async (patch: TProfileSave) => {
      const saved = profile(patch.nm ?? '');
      return patch.ad ? { ...saved, detApp: { ...saved.detApp, ad: patch.ad } } : saved;
    }),
    logout: vi.fn(async () => ({})),
  };
  const onJoined = vi.fn();
  const store = createSessionStore({
    api,
    token: { read: () => stored, write: (t) => (stored = t) },
    cache: { read: () => cache, write: (p) => (cache = p) },
    temporary: { read: () => kept, clear: () => (kept = null) },
    onJoined,
  });
  return { store, api, onJoined, stored: () => stored, cache: () => cache, temporary: () => kept };
}

describe('session store (spec/2 §4 Login)', () => {
  it('keeps the token of a sign-in and asks for the name when the first name is empty', () => {
    const { store, stored } = setup();
    store.getState().signIn({ ...profile(''), tot1: 'tok-123' });
    expect(stored()).toBe('tok-123');
    expect(needsName(store.getState().profile)).toBe(true);
  });

  it('saves the profile and logs out with the closed notice', async () => {
    const { store, stored, api } = setup('tok');
    await store.getState().save({ nm: 'Ana', ln: 'Pérez' });
    expect(store.getState().profile?.detApp.nm).toBe('Ana');
    await store.getState().logout();
    expect(api.logout).toHaveBeenCalled();
    expect(stored()).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, profile: null, notice: 'closed' });
  });

  it('ends a session the server refuses', async () => {
    const { store, api } = setup('old');
    api.profile.mockRejectedValueOnce(Object.assign(new Error('Sesión vencida'), { status: 401 }));
    await store.getState().refresh();
    expect(store.getState().token).toBeNull();
  });

  it('shows a kept profile of the current shape at once', () => {
    const { store } = setup('tok', profile('Ana'));
    expect(store.getState().profile?.detApp.nm).toBe('Ana');
  });

  it('validates a kept profile of an old shape instead of trusting it, and drops it (issue 16 item 6)', () => {
    // An older site kept no detApp.ad and a numeric phone.
    const old = { id: 7, nombre: 'Ana', detApp: { nm: 'Ana', ln: '', em: 'a@b.cl', ph: 569 }, expU: 0 };
    const { store, cache } = setup('tok', old);
    expect(store.getState().profile).toBeNull();
    expect(cache()).toBeNull();
    expect(setup('tok', '{not json').store.getState().profile).toBeNull();
  });

  describe('a temporary address at sign-in (spec/2 §4; issue 16 item 3)', () => {
    const temporary = ZAddress.parse({
      alias: 'Home',
      def: true,
      di: 'Avenida Providencia 1200',
      cm: 'Providencia',
      ci: 'Santiago',
      lt: -33.426,
      lg: -70.615,
    });
    const profileHome = ZAddress.parse({
      alias: 'Home',
      def: true,
      di: 'Merced 100',
      cm: 'Santiago',
      ci: 'Santiago',
      lt: -33.438,
      lg: -70.641,
    });
    const withAddresses = (ad: TAddress[]) => ({
      ...profile('Ana'),
      detApp: { ...profile('Ana').detApp, ad },
      tot1: 'tok',
    });

    it("is among the profile's addresses from the moment of sign-in, renamed, then saved", async () => {
      const { store, api, onJoined, temporary: kept } = setup(null, null, temporary);
      store.getState().signIn(withAddresses([profileHome]));
      // At once: the checkout reconciling its address sees the joined list, not the login answer's.
      expect(store.getState().profile?.detApp.ad.map((a) => [a.alias, a.di])).toEqual([
        ['Home', 'Merced 100'],
        ['Home 2', 'Avenida Providencia 1200'],
      ]);
      expect(kept()).toBeNull();
      expect(api.saveProfile).toHaveBeenCalledWith({ ad: store.getState().profile?.detApp.ad });
      await vi.waitFor(() => expect(onJoined).toHaveBeenCalled());
    });

    it('saves nothing when the profile holds that place already, or there is none, or for a table guest', () => {
      const held = setup(null, null, temporary);
      held.store.getState().signIn(withAddresses([{ ...temporary, alias: 'Depto' }]));
      expect(held.api.saveProfile).not.toHaveBeenCalled();
      const none = setup();
      none.store.getState().signIn(withAddresses([profileHome]));
      expect(none.api.saveProfile).not.toHaveBeenCalled();
      const guest = setup(null, null, temporary);
      const table = withAddresses([]);
      guest.store.getState().signIn({ ...table, detApp: { ...table.detApp, em: GUEST_EMAIL } });
      expect(guest.api.saveProfile).not.toHaveBeenCalled();
    });

    it('reads the profile again when the save is refused', async () => {
      const { store, api } = setup(null, null, temporary);
      api.saveProfile.mockRejectedValueOnce(Object.assign(new Error('Alias ya registrado'), { status: 400 }));
      store.getState().signIn(withAddresses([profileHome]));
      await vi.waitFor(() => expect(api.profile).toHaveBeenCalled());
      await vi.waitFor(() => expect(store.getState().profile?.detApp.ad).toEqual([]));
    });
  });
});
