import { create } from 'zustand';

const KEY = 'comanda.staff.token';

/** Session storage: a technician on a shared computer is signed out when the tab closes. */
const read = () => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

type StaffSession = { token: string | null; signIn(token: string): void; reset(): void };

/** The technician's session token (module 9000), kept apart from any diner session of the site. */
export const useStaffSession = create<StaffSession>((set) => ({
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
