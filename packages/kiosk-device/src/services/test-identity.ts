import type { TKioskIdentity } from '@comanda/domain';

/** A paired-kiosk identity for tests (restaurant ids have at least 22 characters, spec/1 §5). */
export const testIdentity: TKioskIdentity = {
  ir: 'RdemoRestaurant0000000101',
  il: 'L1',
  dk: '',
  nm: 'Totem 1',
  dp: '',
  iu: 'device-1',
  to: 'token-1',
  pa: 'cl',
  sid: 101,
  amb: 'PROD',
};
