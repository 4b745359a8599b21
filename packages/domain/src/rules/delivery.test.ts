import { formatServerText } from '@comanda/i18n/server-text';
import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '../contracts/restaurant.ts';
import {
  belowDeliveryMinimum,
  deliveryDistance,
  deliveryFee,
  insidePolygon,
  isFreeDelivery,
  quoteDelivery,
  withinDeliveryRange,
} from './delivery.ts';

const cfg = (over: object) => ZAppConfig.parse({ nombre: 'x', ...over });
const square: [number, number][] = [
  [-33.44, -70.66],
  [-33.44, -70.64],
  [-33.43, -70.64],
  [-33.43, -70.66],
];

describe('delivery distance and range (spec/1 §5 Delivery, §9 factor 0.9, miles 0.621371)', () => {
  it('rounds to one decimal and converts to miles', () => {
    expect(deliveryDistance(5.04, 'km')).toBe(5);
    expect(deliveryDistance(10, 'mi')).toBe(6.2);
  });
  it('scales the distance to 90% before comparing with the maximum', () => {
    expect(withinDeliveryRange(8.8, 8)).toBe(true); // 7.92
    expect(withinDeliveryRange(9, 8)).toBe(false); // 8.1
    expect(withinDeliveryRange(500, 0)).toBe(true); // no maximum
  });
});

describe('delivery fee types (spec/1 §5 Delivery)', () => {
  it('type 0 is free, type 1 a fixed amount or a percentage', () => {
    expect(deliveryFee(cfg({ ordrectipo: 0 }), 20000, 3)).toBe(0);
    expect(deliveryFee(cfg({ ordrectipo: 1, ordrecmto: 2500 }), 20000, 3)).toBe(2500);
    expect(deliveryFee(cfg({ ordrectipo: 1, ordrecmto: 10, ordrecmtopct: true }), 20000, 3)).toBe(2000);
  });
  it('type 2 is base plus rate per unit, kept between minimum and maximum', () => {
    const two = cfg({ ordrectipo: 2, ordrec2f: 1500, ordrec2tr: 500, ordrec2mi: 1990, ordrec2mx: 4990 });
    expect(deliveryFee(two, 20000, 3)).toBe(3000);
    expect(deliveryFee(two, 20000, 0.5)).toBe(1990);
    expect(deliveryFee(two, 20000, 20)).toBe(4990);
  });
  it('type 2 with a step charges whole steps', () => {
    const stepped = cfg({ ordrectipo: 2, ordrec2f: 1000, ordrec2tr: 800, ordrec2v: 2 });
    expect(deliveryFee(stepped, 0, 3.1)).toBe(1000 + 800 * 2);
  });
  it('any other type makes delivery not OK', () => {
    expect(deliveryFee(cfg({ ordrectipo: 7 }), 20000, 3)).toBeNull();
  });
});

describe('free delivery and minimum (spec/1 §5 Delivery)', () => {
  it('is free by amount or by distance, or only by both with the both flag', () => {
    const either = cfg({ ordsincosto: 35000, ordsincostodist: 1.5 });
    expect(isFreeDelivery(either, 35000, 5)).toBe(true);
    expect(isFreeDelivery(either, 1000, 1.5)).toBe(true);
    expect(isFreeDelivery(either, 1000, 5)).toBe(false);
    const both = cfg({ ordsincosto: 35000, ordsincostodist: 1.5, ordsincostoboth: true });
    expect(isFreeDelivery(both, 35000, 5)).toBe(false);
    expect(isFreeDelivery(both, 35000, 1)).toBe(true);
  });
  it('refuses a delivery subtotal under ordmindvy', () => {
    expect(belowDeliveryMinimum(cfg({ ordmindvy: 10000 }), 9990)).toBe(true);
    expect(belowDeliveryMinimum(cfg({ ordmindvy: 10000 }), 10000)).toBe(false);
    expect(belowDeliveryMinimum(cfg({}), 1)).toBe(false);
  });
});

describe('quotes with polygons and range (spec/1 §3 Polygon info, §8 texts)', () => {
  const inside = { lat: -33.435, lng: -70.65 };
  const monday = 1;
  it('finds a point inside and outside a polygon', () => {
    expect(insidePolygon(inside, square)).toBe(true);
    expect(insidePolygon({ lat: -33.5, lng: -70.65 }, square)).toBe(false);
  });
  it('prices by the polygon serving the weekday, refuses other days and outside points', () => {
    const base = { cfg: cfg({ polygonsact: true }), routeKm: 2, subtotal: 20000 };
    const polygons = [{ active: true, days: 2 ** monday, price: 350, freeCharge: false, points: square }];
    expect(quoteDelivery({ ...base, polygons, point: inside, weekday: monday })).toEqual({
      ok: true,
      distance: 2,
      fee: 350,
      free: false,
    });
    const sunday = quoteDelivery({ ...base, polygons, point: inside, weekday: 0 });
    expect(sunday.ok).toBe(false);
    expect(!sunday.ok && formatServerText(sunday.key, sunday.params)).toContain(
      'no está disponible en la fecha de despacho solicitada',
    );
    const outside = quoteDelivery({ ...base, polygons, point: { lat: 0, lng: 0 }, weekday: monday });
    expect(!outside.ok && formatServerText(outside.key, outside.params)).toBe(
      'No se puede procesar tu pedido. El despacho a su ubicación no está disponible.',
    );
  });
  it('refuses beyond the maximum distance naming both distances', () => {
    const q = quoteDelivery({
      cfg: cfg({ ordmaxdist: 8, ordrectipo: 0 }),
      polygons: [],
      routeKm: 12,
      point: inside,
      weekday: 1,
      subtotal: 1,
    });
    expect(q.ok).toBe(false);
    const message = q.ok ? '' : formatServerText(q.key, q.params);
    expect(message).toContain('8 km');
    expect(message).toContain('12 km');
  });
});
