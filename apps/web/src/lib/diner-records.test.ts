import { describe, expect, it } from 'vitest';
import { DINER_RECORDS, DINER_TAB_RECORDS, forgetDinerRecords } from './diner-records.ts';

const fakeStorage = (entries: Record<string, string>) => {
  const map = new Map(Object.entries(entries));
  return { map, removeItem: (k: string) => void map.delete(k) };
};

describe('the end of a session forgets the diner on this device (issue 16 item 6)', () => {
  it("removes the checkout's draft, the order-for address, a temporary address and the card's waiting order", () => {
    const address = JSON.stringify({ alias: 'Home', di: 'Merced 100' });
    const local = fakeStorage({
      [DINER_RECORDS.checkoutDraft]: JSON.stringify({ v: 1, phone: '+56 9 1234 5678', address }),
      [DINER_RECORDS.orderFor]: JSON.stringify({ v: 1, address }),
      [DINER_RECORDS.temporaryAddress]: address,
      'comanda.cart': '{"cart":1}',
      'comanda.language': 'es',
    });
    const tab = fakeStorage({ [DINER_TAB_RECORDS.cardOrder]: '{}' });
    forgetDinerRecords(local, tab);
    expect([...local.map.keys()]).toEqual(['comanda.cart', 'comanda.language']);
    expect(tab.map.size).toBe(0);
  });

  it('names the keys the records are kept under', () => {
    expect(DINER_RECORDS).toEqual({
      checkoutDraft: 'comanda.checkoutDraft',
      orderFor: 'comanda.orderFor',
      temporaryAddress: 'comanda.tempAddress',
    });
  });

  it('forgets nothing where the browser refuses storage', () => {
    const refusing = {
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => forgetDinerRecords(refusing, null)).not.toThrow();
  });
});
