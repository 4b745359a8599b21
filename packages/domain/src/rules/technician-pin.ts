import { type TextRef, textRef } from './text-ref.ts';

/**
 * The totem's technician PIN (issue 12 items 5 and 6; spec/3 §6 'Kiosk device' is used anonymously, so
 * what only a technician may do — the technician menu, clearing local data — sits behind a PIN chosen at
 * pairing). Not a spec constant: our own rule, kept here so the device that checks it and the screens that
 * ask for it read it the same way.
 */
export const TECHNICIAN_PIN = {
  minDigits: 4,
  maxDigits: 8,
  /** Wrong PINs in a row before the totem stops asking… */
  maxAttempts: 5,
  /** …for this long; each later lock doubles it, up to `maxLockSeconds`. */
  lockSeconds: 300,
  maxLockSeconds: 3600,
  /** An opened technician menu closes itself after this long. */
  sessionSeconds: 300,
} as const;

/** Digits only, 4 to 8 of them. */
export function isTechnicianPin(pin: string): boolean {
  return new RegExp(`^\\d{${TECHNICIAN_PIN.minDigits},${TECHNICIAN_PIN.maxDigits}}$`).test(pin);
}

/**
 * Why a PIN cannot be chosen, as a text the totem says in its diner's language (issue 11 item 3), or null when
 * it can.
 */
export function technicianPinProblem(pin: string): TextRef | null {
  return isTechnicianPin(pin) ? null : textRef('m1_err_technician_pin');
}

/** The wrong PINs the device remembers (it survives a reload): how many in a row, how many locks so far. */
export type PinAttempts = { failures: number; locks: number; lockedUntil: number | null };
export const NO_PIN_ATTEMPTS: PinAttempts = { failures: 0, locks: 0, lockedUntil: null };

/** Whether a PIN may be tried at `now` (epoch ms); while locked, until when. */
export function pinLock(
  attempts: PinAttempts,
  now: number,
): { locked: false } | { locked: true; until: number } {
  return attempts.lockedUntil !== null && attempts.lockedUntil > now
    ? { locked: true, until: attempts.lockedUntil }
    : { locked: false };
}

/**
 * After a wrong PIN: one more failure; the `maxAttempts`-th locks the PIN for `lockSeconds`, doubled for
 * each earlier lock (a patient guesser gets slower, never faster), and starts a new count.
 */
export function afterWrongPin(attempts: PinAttempts, now: number): PinAttempts {
  const failures = attempts.failures + 1;
  if (failures < TECHNICIAN_PIN.maxAttempts) return { ...attempts, failures, lockedUntil: null };
  const seconds = Math.min(TECHNICIAN_PIN.lockSeconds * 2 ** attempts.locks, TECHNICIAN_PIN.maxLockSeconds);
  return { failures: 0, locks: attempts.locks + 1, lockedUntil: now + seconds * 1000 };
}

/** Tries left before the next lock. */
export function pinAttemptsLeft(attempts: PinAttempts): number {
  return TECHNICIAN_PIN.maxAttempts - attempts.failures;
}
