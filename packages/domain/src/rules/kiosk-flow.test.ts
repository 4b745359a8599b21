import { describe, expect, it } from 'vitest';
import type { TCategory, TProduct } from '../contracts/menu.ts';
import { fixedKioskOrderType } from './kiosk-order-type.ts';
import { kioskPaymentChoice, paymentMethodProblem } from './kiosk-payment-methods.ts';
import { pressTableKey, usableLocalTable } from './kiosk-table.ts';
import { upsellProducts } from './kiosk-upsell.ts';

describe('kiosk flow rules', () => {
  it('maps config orderType 1 to eat here (5), 2 to take away (4), 3 to a choice', () => {
    expect(fixedKioskOrderType(1)).toBe(5);
    expect(fixedKioskOrderType(2)).toBe(4);
    expect(fixedKioskOrderType(3)).toBeNull();
  });

  it('drops a saved table older than 43200 s, of another restaurant, or 0', () => {
    const now = 1_000_000_000;
    const saved = { sid: 101, table: '7', time: now - 43_200_000 };
    expect(usableLocalTable(saved, 101, now)).toEqual(saved);
    expect(usableLocalTable({ ...saved, time: now - 43_200_001 }, 101, now)).toBeNull();
    expect(usableLocalTable(saved, 102, now)).toBeNull();
    expect(usableLocalTable({ ...saved, table: '0' }, 101, now)).toBeNull();
  });

  it('keypad: digits, backspace, no leading zero, at most 6 digits', () => {
    expect(['1', '2', 'backspace', '5'].reduce(pressTableKey, '')).toBe('15');
    expect(pressTableKey('0', '4')).toBe('4');
    expect(pressTableKey('123456', '7')).toBe('123456');
    expect(pressTableKey('12', 'x')).toBe('12');
  });

  it('payment: none, straight on with one, choice with several; 5010 needs a register', () => {
    expect(kioskPaymentChoice([])).toEqual({ kind: 'none' });
    expect(kioskPaymentChoice([5025])).toEqual({ kind: 'single', code: 5025 });
    expect(kioskPaymentChoice([1000, 5025])).toEqual({ kind: 'many', codes: [1000, 5025] });
    expect(paymentMethodProblem(5010, undefined)).toBe('no-register');
    expect(paymentMethodProblem(5010, 'caja-1')).toBeNull();
  });

  it('upsells drinks that are not sold out while the cart holds no drink', () => {
    const cat = (id: string, kind: 'eat' | 'drink', prods: string[]) =>
      ({ id, kind, prods, visible: true }) as TCategory;
    const prod = (ip: string, extra: Partial<TProduct> = {}) =>
      ({ ip, pm: 1000, promo: false, agot: false, stock: null, crinvol: 0, ...extra }) as TProduct;
    const categories = [cat('001', 'eat', ['pizza']), cat('002', 'drink', ['agua', 'cola', 'vino'])];
    const products = [prod('pizza'), prod('agua'), prod('cola', { agot: true }), prod('vino')];
    expect(upsellProducts(categories, products, ['pizza']).map((p) => p.ip)).toEqual(['agua', 'vino']);
    expect(upsellProducts(categories, products, ['pizza', 'agua'])).toEqual([]);
  });
});
