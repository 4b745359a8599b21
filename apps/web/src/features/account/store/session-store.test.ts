import type { TProfile } from '@comanda/domain';
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

function setup(token: string | null = null, cachedProfile: unknown = null) {
  let stored = token;
  let cache = cachedProfile;
  const api = {
    profile: vi.fn(async () => profile('Ana')),
    saveProfile: vi.fn(async (patch: { nm?: string }) => profile(patch.nm ?? '')),
    logout: vi.fn(async () => ({})),
  };
  const store = createSessionStore({
    api,
    token: { read: () => stored, write: (t) => (stored = t) },
    cache: { read: () => cache, write: (p) => (cache = p) },
  });
  return { store, api, stored: () => stored, cache: () => cache };
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
});
