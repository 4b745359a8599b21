import { DispatchType } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { textRef } from './text-ref.ts';

/**
 * Wrong check-in passwords allowed per client address and venue within the window. The spec asks for a
 * password (spec/1 §5 'Other checkout rules', §8 'Clave Check In incorrecta') and gives no limit: ours, as
 * the login code's (LOGIN_CODE_MAX_ATTEMPTS 5), because a venue's password is short and shared by everyone
 * at its tables — five tries leave room for typos, and 15 minutes make guessing a 4-digit password take
 * weeks while a diner who mistyped waits no longer than a coffee.
 */
export const CHECK_IN_PASSWORD_ATTEMPTS = { max: 5, windowSeconds: 900 } as const;

export const CHECK_IN_PASSWORD_REFUSALS = {
  /** spec/1 §8: 'Clave Check In incorrecta' (the web clears the field and shows 'CLAVE INCORRECTA'). */
  wrong: textRef('m1_err_checkin_password'),
} as const;

/**
 * Whether an order must carry the venue's check-in password (spec/1 §5 'Other checkout rules': 'required when
 * the restaurant asks for it, unless the device is authorised'): a table order where the venue asks for one.
 * A paired kiosk is an authorised device (spec/3 §4): its orders never ask.
 */
export const checkInPasswordNeeded = (
  app: Pick<TAppConfig, 'selfatpwd'>,
  tipo: number,
  authorisedDevice: boolean,
) => app.selfatpwd && tipo === DispatchType.checkIn && !authorisedDevice;

/** The attempts counted for a client: how many wrong ones since `since` (epoch ms). */
export type PasswordAttempts = { wrong: number; sinceMs: number };

/**
 * The attempts a client has in the current window: a window older than CHECK_IN_PASSWORD_ATTEMPTS.windowSeconds
 * starts again from zero.
 */
export function currentAttempts(stored: PasswordAttempts | null, now: number): PasswordAttempts {
  if (!stored || now - stored.sinceMs >= CHECK_IN_PASSWORD_ATTEMPTS.windowSeconds * 1000)
    return { wrong: 0, sinceMs: now };
  return stored;
}

/**
 * Seconds until a client may try again, or 0 when a try is allowed: none after `max` wrong tries until the
 * window that holds them ends. A right password after the limit is refused too, so the limit bounds guessing.
 */
export function passwordRetryAfterSeconds(stored: PasswordAttempts | null, now: number): number {
  const attempts = currentAttempts(stored, now);
  if (attempts.wrong < CHECK_IN_PASSWORD_ATTEMPTS.max) return 0;
  return Math.ceil((attempts.sinceMs + CHECK_IN_PASSWORD_ATTEMPTS.windowSeconds * 1000 - now) / 1000);
}
