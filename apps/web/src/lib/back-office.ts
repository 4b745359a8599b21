import { createAccountsClient, createBackOfficeSettingsClient } from '@comanda/api-client';
import { create } from 'zustand';
import { siteCallOptions } from './api.ts';

/**
 * The back office's session (issue 13 item 3): a module 9000 sign-in — the one /staff/kiosks keeps under the
 * same key, so a technician signed in there is signed in here — and the venue being managed. Shared by the
 * back-office features (layout, settings, menu), which may not import each other.
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

type BackOfficeSession = {
  token: string | null;
  /** The restaurant (ir) being managed. */
  venue: string | null;
  signIn(token: string): void;
  choose(venue: string): void;
  reset(): void;
};

export const useBackOfficeSession = create<BackOfficeSession>((set) => ({
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

/** Same-origin clients carrying the back office's token. */
const options = { ...siteCallOptions, token: () => useBackOfficeSession.getState().token ?? undefined };
export const backOfficeAccounts = createAccountsClient(options);
export const backOffice = createBackOfficeSettingsClient(options);

/** A refusal that means the session is gone or lacks module 9000: back to sign-in. */
export const isSignedOut = (error: unknown) => {
  const status = (error as { status?: number }).status;
  return status === 401;
};
