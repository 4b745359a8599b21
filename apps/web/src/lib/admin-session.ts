import { create } from 'zustand';

/**
 * The admin module's (9000) session: one sign-in and one store for every page of that module — /staff/kiosks,
 * the back office (issue 13 item 3) and the reports — so signing in or out on one is signing in or out on all,
 * in this tab (session storage: a manager on the restaurant's shared computer is signed out when the tab
 * closes). Also the venue being managed. Features may not import each other, so it lives here.
 */
const TOKEN_KEY = 'comanda.staff.token';
const VENUE_KEY = 'comanda.backoffice.venue';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Blocked storage: the choice lasts as long as the page.
  }
};

type AdminSession = {
  token: string | null;
  /** The restaurant (ir) being managed. */
  venue: string | null;
  signIn(token: string): void;
  choose(venue: string): void;
  reset(): void;
};

export const useAdminSession = create<AdminSession>((set) => ({
  token: read(TOKEN_KEY),
  venue: read(VENUE_KEY),
  signIn(token) {
    write(TOKEN_KEY, token);
    set({ token });
  },
  choose(venue) {
    write(VENUE_KEY, venue);
    set({ venue });
  },
  reset() {
    write(TOKEN_KEY, null);
    write(VENUE_KEY, null);
    set({ token: null, venue: null });
  },
}));
