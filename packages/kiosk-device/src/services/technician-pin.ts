import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import {
  afterWrongPin,
  isTechnicianPin,
  NO_PIN_ATTEMPTS,
  type PinAttempts,
  pinAttemptsLeft,
  pinLock,
  TECHNICIAN_PIN,
  technicianPinProblem,
} from '@comanda/domain';
import * as z from 'zod';
import { BridgeInputError } from './bridge-input-error.ts';
import type { DeviceStore } from './device-store.ts';

/**
 * What the device keeps of its PIN (TECHPIN): a salted scrypt hash, never the PIN. A short PIN has few
 * values, so the hash alone would not keep a copied store safe; what protects the totem is that the
 * device only answers a few wrong tries (TECHPINTRIES, domain rules/technician-pin.ts), and the store is
 * the device's own.
 */
const ZPinHash = z.object({ algo: z.literal('scrypt'), salt: z.string(), hash: z.string() });
type PinHash = z.infer<typeof ZPinHash>;
const ZAttempts = z.object({
  failures: z.number().int(),
  locks: z.number().int(),
  lockedUntil: z.number().nullable(),
});

const KEY_LENGTH = 32;
const derive = (pin: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPin(pin: string): Promise<PinHash> {
  const salt = randomBytes(16);
  return {
    algo: 'scrypt',
    salt: salt.toString('base64'),
    hash: (await derive(pin, salt)).toString('base64'),
  };
}

export async function pinMatches(pin: string, stored: PinHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(pin, Buffer.from(stored.salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type UnlockAnswer =
  | { ok: true; reason: 'ok' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'locked'; until: number }
  | { ok: false; reason: 'noPin' };

export type TechnicianAccess = ReturnType<typeof createTechnicianAccess>;

/**
 * The technician's PIN on this device (issue 12 items 5, 6): chosen on the pairing screen, asked by the
 * hidden gesture's menu and before clearing local data. A right PIN opens a technician session for
 * TECHNICIAN_PIN.sessionSeconds (in memory: a reload or a reset closes it); wrong ones count towards a lock
 * that survives a reload.
 */
export function createTechnicianAccess(opts: { store: DeviceStore; now?: () => number }) {
  const now = opts.now ?? Date.now;
  let sessionUntil = 0;
  const stored = () => ZPinHash.safeParse(opts.store.get('TECHPIN')).data ?? null;
  const attempts = (): PinAttempts =>
    ZAttempts.safeParse(opts.store.get('TECHPINTRIES')).data ?? NO_PIN_ATTEMPTS;

  return {
    hasPin: () => stored() !== null,
    /** Stores the PIN's hash and forgets earlier wrong tries. Refuses anything but 4–8 digits, readably. */
    async setPin(pin: string): Promise<void> {
      const problem = technicianPinProblem(pin);
      if (problem) throw BridgeInputError.refusing(problem);
      await opts.store.set('TECHPIN', await hashPin(pin));
      await opts.store.delete('TECHPINTRIES');
    },
    status() {
      const lock = pinLock(attempts(), now());
      return {
        pinSet: stored() !== null,
        lockedUntil: lock.locked ? lock.until : null,
        attemptsLeft: pinAttemptsLeft(attempts()),
        open: sessionUntil > now(),
      };
    },
    /** Checks a PIN (unless locked) and opens the session when it is right. */
    async unlock(pin: string): Promise<UnlockAnswer> {
      const hash = stored();
      if (!hash) return { ok: false, reason: 'noPin' };
      const lock = pinLock(attempts(), now());
      if (lock.locked) return { ok: false, reason: 'locked', until: lock.until };
      if (isTechnicianPin(pin) && (await pinMatches(pin, hash))) {
        await opts.store.delete('TECHPINTRIES');
        sessionUntil = now() + TECHNICIAN_PIN.sessionSeconds * 1000;
        return { ok: true, reason: 'ok' };
      }
      const next = afterWrongPin(attempts(), now());
      await opts.store.set('TECHPINTRIES', next);
      return next.lockedUntil !== null
        ? { ok: false, reason: 'locked', until: next.lockedUntil }
        : { ok: false, reason: 'wrong', attemptsLeft: pinAttemptsLeft(next) };
    },
    /** Whether a technician opened the menu with the PIN and it is still open. */
    isOpen: () => sessionUntil > now(),
    lock(): void {
      sessionUntil = 0;
    },
  };
}
