import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '../contracts/restaurant.ts';
import {
  defaultDispatchType,
  offersDispatchType,
  resolveDispatchType,
  tablePathExpired,
  webDispatchType,
} from './dispatch-type.ts';

const app = (over: object = {}) => ZAppConfig.parse({ nombre: 'Prueba', ...over });
const both = app({ ord: true, ordpick: true, selfat: true });

describe('dispatch type selection (spec/1 §4)', () => {
  it('allows 0 to 3 only', () => {
    expect([0, 1, 2, 3].map(webDispatchType)).toEqual([0, 1, 2, 3]);
    expect(webDispatchType('2')).toBe(2);
    expect(webDispatchType(4)).toBeNull();
    expect(webDispatchType(-1)).toBeNull();
    expect(webDispatchType('')).toBeNull();
  });
  it('defaults to 2, or 1 when delivery is not allowed', () => {
    expect(defaultDispatchType(both)).toBe(2);
    expect(defaultDispatchType(app({ ordpick: true }))).toBe(1);
    expect(resolveDispatchType(both)).toEqual({ tipo: 2, checkInMenu: false });
    expect(resolveDispatchType(both, { requested: 0 }).tipo).toBe(2);
  });
  it('keeps a requested type the venue offers, else falls back to the default', () => {
    expect(resolveDispatchType(both, { requested: 1 }).tipo).toBe(1);
    expect(resolveDispatchType(app({ ord: true }), { requested: 1 }).tipo).toBe(2);
    expect(resolveDispatchType(both, { requested: 7 }).tipo).toBe(2);
  });
  it('forces 1 for a pickup-only venue', () => {
    const pickupOnly = app({ ord: true, ordpick: true, ordpickonly: true });
    expect(offersDispatchType(pickupOnly, 2)).toBe(false);
    expect(resolveDispatchType(pickupOnly, { requested: 2 }).tipo).toBe(1);
    expect(resolveDispatchType(pickupOnly).tipo).toBe(1);
  });
  it('sends the diner to the check-in menu when neither delivery nor pickup is enabled', () => {
    expect(resolveDispatchType(app({ selfat: true }))).toEqual({ tipo: 0, checkInMenu: true });
    expect(resolveDispatchType(app({ selfat: true }), { mesa: 't5' })).toEqual({
      tipo: 3,
      checkInMenu: false,
    });
  });
  it('sets 3 for a check-in-only venue, and resets 3 without a table to 0', () => {
    const checkInOnly = app({ ord: true, ordpick: true, selfat: true, selfatonly: true });
    expect(resolveDispatchType(checkInOnly, { requested: 2, mesa: 't5' }).tipo).toBe(3);
    expect(resolveDispatchType(checkInOnly, { requested: 2 })).toEqual({ tipo: 0, checkInMenu: true });
    expect(resolveDispatchType(both, { requested: 3, mesa: 't5' }).tipo).toBe(3);
    expect(resolveDispatchType(both, { requested: 3 })).toEqual({ tipo: 0, checkInMenu: false });
  });
  it('clears table mode when the stored path time is older than 2100 s', () => {
    const t0 = Date.parse('2026-11-23T15:00:00Z');
    expect(tablePathExpired(t0, t0 + 2_100_000)).toBe(false);
    expect(tablePathExpired(t0, t0 + 2_100_001)).toBe(true);
    expect(tablePathExpired(null, t0)).toBe(true);
  });
});
