import { create } from 'zustand';

// The module 9000 session /staff/kiosks and the back office keep under this key: one sign-in serves all three.
const KEY = 'comanda.staff.token';

/** Session storage: a manager on the restaurant's shared computer is signed out when the tab closes. */
const read = () => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

type ReportsSession = { token: string | null; signIn(token: string): void; reset(): void };

/** The report reader's session token (module 9000), apart from a diner's. */
export const useReportsSession = create<ReportsSession>((set) => ({
  token: read(),
  signIn(token) {
    try {
      sessionStorage.setItem(KEY, token);
    } catch {
      // Blocked storage: the session lasts as long as the page.
    }
    set({ token });
  },
  reset() {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
    set({ token: null });
  },
}));
