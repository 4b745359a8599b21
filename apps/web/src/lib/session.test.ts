import { AS_SOON_AS_POSSIBLE } from '@comanda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DINER_RECORDS, DINER_TAB_RECORDS } from './diner-records.ts';
import { orderFor } from './order-for.ts';
import { saveSession, storedSession } from './session.ts';

const fakeStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};
let local: ReturnType<typeof fakeStorage>;
let tab: ReturnType<typeof fakeStorage>;
beforeEach(() => {
  local = fakeStorage();
  tab = fakeStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('window', { dispatchEvent: () => true });
});
afterEach(() => vi.unstubAllGlobals());

const address = { alias: 'Home', def: true, di: 'Avenida Providencia 1200', dp: '', cm: 'Providencia' };

describe('the end of a session forgets the diner on this device (issue 16 item 6)', () => {
  it("removes the checkout's draft, the order-for address, a temporary address and the card's waiting order", () => {
    saveSession('tok-ana');
    local.setItem(DINER_RECORDS.checkoutDraft, JSON.stringify({ v: 1, phone: '+56 9 1234 5678', address }));
    orderFor.write({ venue: 'v-1/', fecha: '', hora: AS_SOON_AS_POSSIBLE, address: null });
    local.setItem(DINER_RECORDS.temporaryAddress, JSON.stringify(address));
    tab.setItem(DINER_TAB_RECORDS.cardOrder, '{}');
    local.setItem('comanda.cart', '{"cart":1}');
    saveSession(null);
    expect(storedSession()).toBeNull();
    expect([...local.map.keys()]).toEqual(['comanda.cart']);
    expect(tab.map.size).toBe(0);
  });

  it('keeps them while a session starts', () => {
    local.setItem(DINER_RECORDS.checkoutDraft, '{}');
    saveSession('tok-ana');
    expect(local.getItem(DINER_RECORDS.checkoutDraft)).toBe('{}');
  });
});
