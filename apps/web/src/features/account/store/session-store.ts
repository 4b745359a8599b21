import {
  isGuestProfile,
  type TAddress,
  type TLoginAnswer,
  type TProfile,
  type TProfileSave,
  ZProfile,
} from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { withTemporary } from '../model/address-rules.ts';

export type SessionDeps = {
  api: {
    profile: () => Promise<TProfile>;
    saveProfile: (patch: TProfileSave) => Promise<TProfile>;
    logout: () => Promise<unknown>;
  };
  /** The token, kept where the rest of the site reads it (lib/session.ts). */
  token: { read: () => string | null; write: (token: string | null) => void };
  /** The last profile seen, so a reload shows the name at once. */
  cache: { read: () => unknown; write: (profile: TProfile | null) => void };
  /** A signed-out diner's temporary address (spec/2 §4; issue 16 item 3), which the profile takes at sign-in. */
  temporary?: { read: () => TAddress | null; clear: () => void };
  /** The profile saved with the temporary address it took. */
  onJoined?: (profile: TProfile) => void;
};

export type SessionState = {
  token: string | null;
  profile: TProfile | null;
  /** 'Sesion Cerrada' after a logout or an expired session (spec/2 §4). */
  notice: 'closed' | null;
  signIn: (answer: TLoginAnswer) => void;
  /** Reads the profile again; a refused token ends the session. */
  refresh: () => Promise<void>;
  save: (patch: TProfileSave) => Promise<TProfile>;
  logout: () => Promise<void>;
  clearNotice: () => void;
  reset: () => void;
};

/** Whether the complete-profile modal must open: the first name is empty (spec/2 §2, §4). */
export const needsName = (profile: TProfile | null) => profile !== null && profile.detApp.nm.trim() === '';

/**
 * The diner's session (spec/2 §4 'Login'): the token in localStorage, the profile, saving it, and logout,
 * which clears both and shows 'Sesion Cerrada'.
 */
export function createSessionStore(deps: SessionDeps) {
  // A profile kept by an older version of the site may lack fields or carry others: it is parsed, not
  // trusted (issue 16 item 6); one that fails waits for the server's (refresh below) and is dropped.
  const kept = ZProfile.safeParse(deps.cache.read());
  const cached = kept.success ? kept.data : null;
  if (!kept.success) deps.cache.write(null);
  return createStore<SessionState>()((set, get) => {
    const end = (notice: SessionState['notice']) => {
      deps.token.write(null);
      deps.cache.write(null);
      set({ token: null, profile: null, notice });
    };
    return {
      token: deps.token.read(),
      profile: deps.token.read() ? cached : null,
      notice: null,
      signIn: (answer) => {
        const { tot1, ...signedIn } = answer;
        deps.token.write(tot1);
        // A temporary address joins the profile at once — its default when it had none, else one more with a
        // unique alias — so that every screen sees the list it will have from the first moment: the checkout
        // keeps the address it was pricing instead of falling back to another of the profile's while the save
        // runs (issue 16 item 3). The server's answer to the save replaces this copy; a refused save reads the
        // profile again.
        const temporary = isGuestProfile(signedIn) ? null : (deps.temporary?.read() ?? null);
        const ad = temporary ? withTemporary(signedIn.detApp.ad, temporary) : null;
        const profile = ad ? { ...signedIn, detApp: { ...signedIn.detApp, ad } } : signedIn;
        deps.cache.write(profile);
        set({ token: tot1, profile, notice: null });
        if (temporary) deps.temporary?.clear();
        if (ad)
          void get()
            .save({ ad })
            .then(
              (saved) => deps.onJoined?.(saved),
              () => get().refresh(),
            );
      },
      refresh: async () => {
        if (!get().token) return;
        try {
          const profile = await deps.api.profile();
          deps.cache.write(profile);
          set({ profile });
        } catch (error) {
          const status = (error as { status?: number }).status;
          if (status === 401 || status === 403) end('closed');
        }
      },
      save: async (patch) => {
        const profile = await deps.api.saveProfile(patch);
        deps.cache.write(profile);
        set({ profile });
        return profile;
      },
      logout: async () => {
        try {
          await deps.api.logout();
        } catch {
          // The token is forgotten here either way; the server lets it expire.
        }
        end('closed');
      },
      clearNotice: () => set({ notice: null }),
      reset: () => set({ token: deps.token.read(), profile: null, notice: null }),
    };
  });
}

export type SessionStore = ReturnType<typeof createSessionStore>;
