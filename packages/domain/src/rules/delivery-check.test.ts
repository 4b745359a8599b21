import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '../contracts/restaurant.ts';
import { deliveryCheck } from './delivery-check.ts';

// Pizzería Forestal (resources/demo): 8 km at most, a fee of base plus rate per km, 10 000 minimum.
const app = ZAppConfig.parse({
  nombre: 'F',
  ord: true,
  ordmaxdist: 8,
  ordmindvy: 10000,
  ordrectipo: 1,
  ordrecmto: 2500,
  ordsincosto: 35000,
});
const venue = { app, latitud: -33.43755, longitud: -70.63988, polygons: [] };
const lastarria = { lt: -33.4378, lg: -70.6392 };
const valparaiso = { lt: -33.0446, lg: -71.6178 };

describe('where a diner orders for, checked in the action bar (spec/1 §2 screen 1, §5 Delivery)', () => {
  it('prices an address in range: the fee, and what the cart still lacks for the minimum', () => {
    const check = deliveryCheck({ venue, address: lastarria, subtotal: 4000, weekday: 2 });
    expect(check).toMatchObject({ ok: true, fee: 2500, free: false, minimum: 10000, shortfall: 6000 });
  });
  it('says delivery is free from the free-delivery amount on', () => {
    expect(deliveryCheck({ venue, address: lastarria, subtotal: 35000, weekday: 2 })).toMatchObject({
      ok: true,
      fee: 0,
      free: true,
      shortfall: 0,
    });
  });
  it('refuses an address beyond the maximum distance, with the distance', () => {
    const check = deliveryCheck({ venue, address: valparaiso, subtotal: 4000, weekday: 2 });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reason.key).toBe('p1_err_delivery_too_far');
    expect(check.distance).toBeGreaterThan(8);
  });
  it('refuses an address with no point on the map', () => {
    const check = deliveryCheck({ venue, address: { lt: null, lg: null }, subtotal: 0, weekday: 2 });
    expect(check).toEqual({ ok: false, distance: null, reason: { key: 'm1_err_checkout_unlocated' } });
  });
  it('refuses every address when the venue does not deliver', () => {
    const pickupOnly = { ...venue, app: { ...app, ord: false } };
    const check = deliveryCheck({ venue: pickupOnly, address: lastarria, subtotal: 0, weekday: 2 });
    expect(check).toMatchObject({ ok: false, reason: { key: 'm1_err_checkout_delivery' } });
  });
  it("follows the polygons' days when the venue uses them", () => {
    const zone = {
      active: true,
      days: 2 ** 1,
      price: 1990,
      freeCharge: false,
      points: [
        [-33.5, -70.7],
        [-33.5, -70.6],
        [-33.4, -70.6],
        [-33.4, -70.7],
      ] as [number, number][],
    };
    const zoned = { ...venue, app: { ...app, polygonsact: true }, polygons: [zone] };
    expect(deliveryCheck({ venue: zoned, address: lastarria, subtotal: 0, weekday: 1 })).toMatchObject({
      ok: true,
      fee: 1990,
    });
    expect(deliveryCheck({ venue: zoned, address: lastarria, subtotal: 0, weekday: 3 })).toMatchObject({
      ok: false,
      reason: { key: 'm1_err_delivery_not_on_date' },
    });
  });
});
