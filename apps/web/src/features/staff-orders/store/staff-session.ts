import type { TStaffVenue } from '@comanda/domain';

/**
 * The kitchen board's session, kept in localStorage so that it survives a browser restart (issue 13 item 2):
 * a person's sign-in (its session lasts the module's session time) or a kitchen screen's own token (a year,
 * revocable; spec/3 §4 'Kitchen-display users authenticate by an API token'), and the venue open on it.
 */
export type StaffSession = {
  token: string;
  /** 'screen': the token of a kitchen screen, fixed to its venue; 'person': someone signed in by code. */
  kind: 'person' | 'screen';
  /** The screen's name, for a screen. */
  screenName: string;
  venue: TStaffVenue | null;
};

const KEY = 'comanda.staff5000';
const SOUND_KEY = 'comanda.staff5000.sound';

export function readSession(): StaffSession | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StaffSession> | null;
    if (!value || typeof value.token !== 'string') return null;
    return {
      token: value.token,
      kind: value.kind === 'screen' ? 'screen' : 'person',
      screenName: value.screenName ?? '',
      venue: value.venue && typeof value.venue.irl === 'string' ? value.venue : null,
    };
  } catch {
    return null;
  }
}

export function writeSession(value: StaffSession | null): void {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the session lasts as long as the page.
  }
}

export const staffToken = () => readSession()?.token ?? null;

/** The new-order sound is a setting of this screen, kept across restarts; on unless muted. */
export function readMuted(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'off';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, muted ? 'off' : 'on');
  } catch {
    // Blocked storage: the setting lasts as long as the page.
  }
}
