import { describe, expect, it } from 'vitest';
import {
  afterWrongPin,
  isTechnicianPin,
  NO_PIN_ATTEMPTS,
  type PinAttempts,
  pinAttemptsLeft,
  pinLock,
  TECHNICIAN_PIN,
  technicianPinProblem,
} from './technician-pin.ts';

describe('technician PIN', () => {
  it('is 4 to 8 digits', () => {
    expect(isTechnicianPin('1234')).toBe(true);
    expect(isTechnicianPin('12345678')).toBe(true);
    expect(isTechnicianPin('123')).toBe(false);
    expect(isTechnicianPin('123456789')).toBe(false);
    expect(isTechnicianPin('12a4')).toBe(false);
    expect(isTechnicianPin(' 1234')).toBe(false);
    expect(isTechnicianPin('１２３４')).toBe(false);
  });

  it('refuses any other PIN with a text key, never words', () => {
    expect(technicianPinProblem('2580')).toBeNull();
    expect(technicianPinProblem('25a0')).toEqual({ key: 'm1_err_technician_pin' });
    expect(technicianPinProblem('')).toEqual({ key: 'm1_err_technician_pin' });
  });

  it('locks after five wrong PINs in a row, for five minutes', () => {
    let attempts: PinAttempts = NO_PIN_ATTEMPTS;
    for (let i = 1; i < TECHNICIAN_PIN.maxAttempts; i++) {
      attempts = afterWrongPin(attempts, 1000);
      expect(pinLock(attempts, 1000)).toEqual({ locked: false });
      expect(pinAttemptsLeft(attempts)).toBe(TECHNICIAN_PIN.maxAttempts - i);
    }
    attempts = afterWrongPin(attempts, 1000);
    expect(pinLock(attempts, 1000)).toEqual({ locked: true, until: 1000 + 300_000 });
    expect(pinLock(attempts, 300_999)).toEqual({ locked: true, until: 301_000 });
    expect(pinLock(attempts, 301_000)).toEqual({ locked: false });
    expect(pinAttemptsLeft(attempts)).toBe(TECHNICIAN_PIN.maxAttempts);
  });

  it('doubles each later lock, up to an hour', () => {
    let attempts: PinAttempts = NO_PIN_ATTEMPTS;
    const lockAt = (now: number) => {
      for (let i = 0; i < TECHNICIAN_PIN.maxAttempts; i++) attempts = afterWrongPin(attempts, now);
      return (attempts.lockedUntil ?? 0) - now;
    };
    expect(lockAt(0)).toBe(300_000);
    expect(lockAt(1e9)).toBe(600_000);
    expect(lockAt(2e9)).toBe(1_200_000);
    expect(lockAt(3e9)).toBe(2_400_000);
    expect(lockAt(4e9)).toBe(3_600_000);
    expect(lockAt(5e9)).toBe(3_600_000);
  });
});
