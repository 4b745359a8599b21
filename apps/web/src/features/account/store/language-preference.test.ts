import type { Language, TProfile, TProfileSave } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { keepLanguagePreference } from './language-preference.ts';
import { createSessionStore } from './session-store.ts';

// The profile's fields no test here reads (spec/2 §3).
const noExtras = { username: '', ge: '' as const, fnY: null, fnM: null, fnD: null };

const profile = (idi: Language): TProfile => ({
  id: 7,
  nombre: 'Ana',
  detApp: { nm: 'Ana', ln: '', em: 'ana@example.com', ph: '', rut: '', ...noExtras, ad: [] },
  prefs: { idi, pc: 'cl' },
  pc: 'cl',
  client_code: 'A1B2C3D4E5',
  pl: { p: [] },
  expU: 0,
});

function setup(cached: TProfile | null, token: string | null) {
  let server = cached ?? profile('es');
  const api = {
    profile: vi.fn(async () => server),
    saveProfile: vi.fn(async (patch: TProfileSave) => {
      server = { ...server, ...(patch.prefs ? { prefs: { ...server.prefs, ...patch.prefs } } : {}) };
      return server;
    }),
    logout: vi.fn(async () => ({})),
  };
  const store = createSessionStore({
    api,
    token: { read: () => token, write: () => undefined },
    cache: { read: () => cached, write: () => undefined },
  });
  const follow = vi.fn();
  const listeners = new Set<(lang: Language) => void>();
  const choose = (lang: Language) => {
    for (const listener of listeners) listener(lang);
  };
  const stop = keepLanguagePreference(store, {
    follow,
    onChosen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return { store, api, follow, choose, stop };
}

describe('language preference of a signed-in diner (spec/2 §4, prefs.idi)', () => {
  it('shows the saved preference as soon as the profile is known', () => {
    const { follow } = setup(profile('en'), 'tok');
    expect(follow).toHaveBeenCalledWith('en');
  });

  it('follows the preference of a profile read later (sign-in on this device)', () => {
    const { store, follow } = setup(null, null);
    expect(follow).not.toHaveBeenCalled();
    store.getState().signIn({ ...profile('en'), tot1: 'tok' });
    expect(follow).toHaveBeenCalledWith('en');
  });

  it('saves a language the diner picks to the profile, once', async () => {
    const { store, api, choose, follow } = setup(profile('es'), 'tok');
    choose('en');
    await vi.waitFor(() => expect(store.getState().profile?.prefs.idi).toBe('en'));
    expect(api.saveProfile).toHaveBeenCalledWith({ prefs: { idi: 'en' } });
    // The saved answer is the language already shown: following it again changes nothing visible.
    expect(follow).toHaveBeenLastCalledWith('en');
    choose('en');
    expect(api.saveProfile).toHaveBeenCalledTimes(1);
  });

  it('saves nothing for a diner who is not signed in, nor after stopping', () => {
    const anonymous = setup(null, null);
    anonymous.choose('en');
    expect(anonymous.api.saveProfile).not.toHaveBeenCalled();
    const signedIn = setup(profile('es'), 'tok');
    signedIn.stop();
    signedIn.choose('en');
    expect(signedIn.api.saveProfile).not.toHaveBeenCalled();
  });
});
