import { useSyncExternalStore } from 'react';
import { onSessionChange, storedSession } from './session.ts';

/** The diner's session token, re-rendering when a sign-in or logout changes it (any tab). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(onSessionChange, storedSession);
}
