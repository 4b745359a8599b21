import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '../contracts/restaurant.ts';
import { deliveryShortfall } from './delivery.ts';
import { closestDeliveryAddress } from './delivery-address.ts';

// Pizzería Forestal's corner of Santiago (resources/demo): 8 km at most, distances scaled to 90 %.
const venue = {
  app: ZAppConfig.parse({ nombre: 'F', ord: true, ordmaxdist: 8, ordrectipo: 0 }),
  latitud: -33.43755,
  longitud: -70.63988,
  polygons: [],
};
const at = (alias: string, lt: number | null, lg: number | null, def = false) => ({ alias, lt, lg, def });
const far = at('Puente Alto', -33.605, -70.575, true); // about 19 km
const near = at('Ñuñoa', -33.4569, -70.5973); // about 4.4 km
const nearer = at('Lastarria', -33.4389, -70.6412); // a few blocks
const unlocated = at('Sin mapa', null, null);

describe('the delivery address a checkout starts with (issue 15 item 2, spec/1 §5 Delivery)', () => {
  it('is the closest address the venue delivers to, not the default', () => {
    expect(closestDeliveryAddress([far, near, nearer], venue, 1)).toBe(nearer);
    expect(closestDeliveryAddress([far, near], venue, 1)).toBe(near);
  });
  it('skips addresses without a map location', () => {
    expect(closestDeliveryAddress([unlocated, near], venue, 1)).toBe(near);
  });
  it('is the default (else the first) when the venue delivers to none, so the diner sees why', () => {
    expect(closestDeliveryAddress([unlocated, far], venue, 1)).toBe(far);
    expect(closestDeliveryAddress([unlocated, { ...far, def: false }], venue, 1)).toBe(unlocated);
    expect(closestDeliveryAddress([], venue, 1)).toBeNull();
  });
  it('follows the polygons when the venue uses them', () => {
    const zone = {
      active: true,
      days: 127,
      price: 0,
      freeCharge: false,
      points: [
        [-33.6, -70.6],
        [-33.6, -70.55],
        [-33.65, -70.55],
        [-33.65, -70.6],
      ] as [number, number][],
    };
    const byZone = { ...venue, app: { ...venue.app, polygonsact: true }, polygons: [zone] };
    expect(closestDeliveryAddress([nearer, far], byZone, 1)).toBe(far);
  });
});

describe("what a delivery lacks to reach the minimum (issue 15 item 2, spec/1 §5 'Minimum')", () => {
  it('is the minimum less the subtotal, 0 once met or without a minimum', () => {
    expect(deliveryShortfall({ ordmindvy: 10000 }, 1900)).toBe(8100);
    expect(deliveryShortfall({ ordmindvy: 10000 }, 10000)).toBe(0);
    expect(deliveryShortfall({ ordmindvy: 0 }, 100)).toBe(0);
  });
});
