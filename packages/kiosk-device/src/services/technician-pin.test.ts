import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TECHNICIAN_PIN } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { openDeviceStore, STORE_FILE } from './device-store.ts';
import { createTechnicianAccess, hashPin, pinMatches } from './technician-pin.ts';

describe('technician PIN on the device', () => {
  it('keeps only a salted hash: two hashes of one PIN differ, and each verifies', async () => {
    const a = await hashPin('4821');
    const b = await hashPin('4821');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await pinMatches('4821', a)).toBe(true);
    expect(await pinMatches('4821', b)).toBe(true);
    expect(await pinMatches('4822', a)).toBe(false);
    expect(await pinMatches('48210', a)).toBe(false);
  });

  it('never writes the PIN to the device store', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiosk-pin-'));
    const store = await openDeviceStore(dir);
    await createTechnicianAccess({ store }).setPin('97531');
    await store.close();
    const file = await readFile(join(dir, STORE_FILE), 'utf8');
    expect(file).toContain('TECHPIN');
    expect(file).not.toContain('97531');
  });

  it('locks after five wrong PINs, even across a restart, and a right PIN then waits too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiosk-pin-'));
    let now = 1_000_000;
    let store = await openDeviceStore(dir);
    let access = createTechnicianAccess({ store, now: () => now });
    await access.setPin('2468');
    for (let left = TECHNICIAN_PIN.maxAttempts - 1; left > 0; left--) {
      expect(await access.unlock('0000')).toEqual({ ok: false, reason: 'wrong', attemptsLeft: left });
    }
    // A restart (power cut, reload) does not give the guesser new tries.
    await store.close();
    store = await openDeviceStore(dir);
    access = createTechnicianAccess({ store, now: () => now });
    expect(access.status()).toMatchObject({ pinSet: true, attemptsLeft: 1, lockedUntil: null });
    const until = now + TECHNICIAN_PIN.lockSeconds * 1000;
    expect(await access.unlock('0000')).toEqual({ ok: false, reason: 'locked', until });
    expect(await access.unlock('2468')).toEqual({ ok: false, reason: 'locked', until });
    expect(access.isOpen()).toBe(false);

    now = until;
    expect(await access.unlock('2468')).toEqual({ ok: true, reason: 'ok' });
    expect(access.status()).toMatchObject({ open: true, attemptsLeft: TECHNICIAN_PIN.maxAttempts });
  });

  it('opens the menu for five minutes; lock() closes it sooner', async () => {
    const store = await openDeviceStore(await mkdtemp(join(tmpdir(), 'kiosk-pin-')));
    let now = 0;
    const access = createTechnicianAccess({ store, now: () => now });
    expect(await access.unlock('1234')).toEqual({ ok: false, reason: 'noPin' });
    await access.setPin('1234');
    await access.unlock('1234');
    now = TECHNICIAN_PIN.sessionSeconds * 1000 - 1;
    expect(access.isOpen()).toBe(true);
    now += 1;
    expect(access.isOpen()).toBe(false);
    await access.unlock('1234');
    access.lock();
    expect(access.isOpen()).toBe(false);
  });

  it('refuses a PIN that is not 4 to 8 digits', async () => {
    const store = await openDeviceStore(await mkdtemp(join(tmpdir(), 'kiosk-pin-')));
    const access = createTechnicianAccess({ store });
    await expect(access.setPin('123')).rejects.toThrow('4 a 8 dígitos');
    // A text the renderer says in the totem's language, as every refused bridge input (issue 11).
    await expect(access.setPin('abcd')).rejects.toMatchObject({
      name: 'BridgeInputError',
      code: 'bad_input',
      key: 'm1_err_technician_pin',
    });
    expect(access.hasPin()).toBe(false);
  });
});
