import { AS_SOON_AS_POSSIBLE } from '@comanda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFor, orderForVenue } from './order-for.ts';

const venue = orderForVenue({ id: 'cmdDemoSantiagoPizza00001-1', dk: '' });
const times = (fecha: string) => (fecha === '2026-11-27' ? ['13:00'] : [AS_SOON_AS_POSSIBLE]);
const now = Date.UTC(2026, 10, 26, 15);

beforeEach(() => {
  const map = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the device's order-for record (issue 15 item 4)", () => {
  it('reads back what the menu or the checkout chose, for that venue only', () => {
    orderFor.write({ venue, fecha: '2026-11-27', hora: '13:00', address: null }, now);
    expect(orderFor.read(venue, times, now + 1000)).toMatchObject({ fecha: '2026-11-27', hora: '13:00' });
    expect(orderFor.read(orderForVenue({ id: 'other-1', dk: '' }), times, now)).toBeNull();
  });
  it('trusts nothing malformed and is gone once cleared', () => {
    localStorage.setItem('comanda.orderFor', '{not json');
    expect(orderFor.read(venue, times, now)).toBeNull();
    orderFor.write({ venue, fecha: '', hora: AS_SOON_AS_POSSIBLE, address: null }, now);
    orderFor.clear();
    expect(orderFor.read(venue, times, now)).toBeNull();
  });
});
