import { describe, expect, it } from 'vitest';
import { AS_SOON_AS_POSSIBLE } from '../constants.ts';
import { reviveOrderFor } from './order-for.ts';

const now = Date.UTC(2026, 10, 26, 15, 0);
const address = {
  alias: 'Casa',
  def: true,
  di: 'Avenida Providencia 1200',
  dp: '',
  cm: 'Providencia',
  ci: 'Santiago',
  zc: '',
  pa: 'cl',
  lt: -33.426,
  lg: -70.615,
  ct: '',
};
const stored = { v: 1, venue: 'r1-l1/', savedAt: now - 60_000, fecha: '2026-11-27', hora: '13:00', address };
const times = (fecha: string) => (fecha === '2026-11-27' ? ['12:30', '13:00'] : [AS_SOON_AS_POSSIBLE]);
const input = { venue: 'r1-l1/', now, times };

describe('where and when a diner orders for, kept on the device (spec/1 §2 screens 1 and 5)', () => {
  it('is kept for its venue while the venue still offers that time on that date', () => {
    expect(reviveOrderFor(stored, input)).toEqual(stored);
    const asap = { ...stored, fecha: '', hora: AS_SOON_AS_POSSIBLE, address: null };
    expect(reviveOrderFor(asap, input)).toEqual(asap);
  });
  it('clears a time no longer offered (a holiday, a closed day, a slot gone by) and keeps the address', () => {
    expect(reviveOrderFor({ ...stored, hora: '23:30' }, input)).toMatchObject({
      fecha: '',
      hora: '',
      address,
    });
    expect(reviveOrderFor({ ...stored, fecha: '2026-11-28' }, input)).toMatchObject({ hora: '', address });
  });
  it('keeps a day chosen before its time while that day offers times', () => {
    expect(reviveOrderFor({ ...stored, hora: '' }, input)).toMatchObject({ fecha: '2026-11-27', hora: '' });
    const none = { ...stored, fecha: '2026-11-28', hora: '' };
    expect(reviveOrderFor(none, { ...input, times: () => [] })).toMatchObject({ fecha: '', hora: '' });
  });
  it("is not trusted when another venue's, malformed, from the future or older than 12 h", () => {
    expect(reviveOrderFor({ ...stored, venue: 'r2-l1/' }, input)).toBeNull();
    expect(reviveOrderFor({ ...stored, hora: 'pronto' }, input)).toBeNull();
    expect(reviveOrderFor({ ...stored, address: { ...address, lt: 'x' } }, input)).toBeNull();
    expect(reviveOrderFor('{"v":1}', input)).toBeNull();
    expect(reviveOrderFor({ ...stored, savedAt: now + 1 }, input)).toBeNull();
    expect(reviveOrderFor({ ...stored, savedAt: now - 12 * 3600_000 - 1 }, input)).toBeNull();
  });
});
