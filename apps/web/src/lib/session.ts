/**
 * The diner's session token as the app shell sees it: only whether one is stored, so the header can show
 * the bell and the account menu (a lazy chunk) to signed-in diners, and a plain link to everyone else.
 * The account feature writes the token and calls sessionChanged().
 */
export const SESSION_KEY = 'comanda.session';
const EVENT = 'comanda:session';

export function storedSession(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

export const sessionChanged = () => window.dispatchEvent(new Event(EVENT));

export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** Keeps (or forgets, with null) the diner's token and tells the shell. */
export function saveSession(token: string | null): void {
  try {
    if (token) localStorage.setItem(SESSION_KEY, token);
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // Blocked storage: the session lasts as long as the page.
  }
  sessionChanged();
}
