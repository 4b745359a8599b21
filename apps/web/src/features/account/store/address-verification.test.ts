import { describe, expect, it, vi } from 'vitest';
import { emptyAddress } from '../model/address-rules.ts';
import { createVerificationStore, statusFor } from './address-verification.ts';

const address = {
  ...emptyAddress(),
  alias: 'Casa',
  di: 'Merced 345',
  cm: 'Santiago',
  ci: 'Santiago',
  lt: -33.4,
  lg: -70.6,
};

describe('the default address verification (spec/2 §4: unknown, valid, invalid)', () => {
  it('reads unknown until checked, then the status of that address only', async () => {
    const store = createVerificationStore(vi.fn(async () => 'invalid' as const));
    expect(statusFor(store.getState(), address)).toBeNull();
    await store.getState().check(address);
    expect(statusFor(store.getState(), address)).toBe('invalid');
    expect(statusFor(store.getState(), { ...address, lt: -33.5 })).toBeNull();
    store.getState().reset();
    expect(store.getState().status).toBeNull();
  });

  it('stays unknown when the check cannot be made', async () => {
    const store = createVerificationStore(async () => {
      throw new Error('offline');
    });
    await store.getState().check(address);
    expect(statusFor(store.getState(), address)).toBeNull();
  });
});
