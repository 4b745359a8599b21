import { formatServerText } from '@comanda/i18n/server-text';
import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '../contracts/restaurant.ts';
import {
  CHECK_IN_PASSWORD_ATTEMPTS,
  CHECK_IN_PASSWORD_REFUSALS,
  checkInPasswordNeeded,
  currentAttempts,
  passwordRetryAfterSeconds,
} from './check-in-password.ts';

const T0 = Date.UTC(2026, 10, 25, 20, 0);

describe('check-in password (spec/1 §5 "Other checkout rules", §8)', () => {
  const asks = ZAppConfig.parse({ nombre: 'x', selfat: true, selfatpwd: true });
  const doesNot = ZAppConfig.parse({ nombre: 'x', selfat: true });
  it('is needed at a table where the venue asks, unless the device is authorised', () => {
    expect(checkInPasswordNeeded(asks, 3, false)).toBe(true);
    expect(checkInPasswordNeeded(asks, 3, true)).toBe(false);
    expect(checkInPasswordNeeded(asks, 1, false)).toBe(false);
    expect(checkInPasswordNeeded(doesNot, 3, false)).toBe(false);
  });

  it("a wrong one says 'Clave Check In incorrecta'", () => {
    expect(formatServerText(CHECK_IN_PASSWORD_REFUSALS.wrong.key)).toBe('Clave Check In incorrecta');
  });

  it('five wrong tries, then none until 15 minutes after the first', () => {
    expect(CHECK_IN_PASSWORD_ATTEMPTS).toEqual({ max: 5, windowSeconds: 900 });
    expect(passwordRetryAfterSeconds(null, T0)).toBe(0);
    expect(passwordRetryAfterSeconds({ wrong: 4, sinceMs: T0 }, T0 + 1000)).toBe(0);
    expect(passwordRetryAfterSeconds({ wrong: 5, sinceMs: T0 }, T0 + 60_000)).toBe(840);
    expect(passwordRetryAfterSeconds({ wrong: 5, sinceMs: T0 }, T0 + 900_000)).toBe(0);
  });

  it('a window older than 15 minutes starts again', () => {
    expect(currentAttempts({ wrong: 3, sinceMs: T0 }, T0 + 899_000)).toEqual({ wrong: 3, sinceMs: T0 });
    expect(currentAttempts({ wrong: 3, sinceMs: T0 }, T0 + 900_000)).toEqual({
      wrong: 0,
      sinceMs: T0 + 900_000,
    });
  });
});
