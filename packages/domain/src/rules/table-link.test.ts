import { describe, expect, it } from 'vitest';
import {
  openTablePath,
  parseSeat,
  seatIdOf,
  seatVenueOf,
  storedCheckInOrderIdValid,
  storedSeatValid,
  tablePathToReturnTo,
} from './table-link.ts';

const T0 = Date.UTC(2026, 10, 25, 20, 0);
const s = (seconds: number) => T0 + seconds * 1000;

describe('opening a table path (spec/1 §4 "Dispatch type selection", §9: 2100 s window)', () => {
  const at = (table: string, atMs: number) => ({
    venue: 'R-1',
    table,
    path: `/r/cl/x/1/checkin/${table}`,
    atMs,
  });
  it('no stored path: a stale table cart is cleared', () => {
    expect(openTablePath({ stored: null, venue: 'R-1', table: '5', now: T0 })).toEqual({ cart: 'clear' });
  });
  it('the same table within 2100 s keeps the cart; after it, clears', () => {
    expect(openTablePath({ stored: at('5', T0), venue: 'R-1', table: '5', now: s(2100) }).cart).toBe('keep');
    expect(openTablePath({ stored: at('5', T0), venue: 'R-1', table: '5', now: s(2101) }).cart).toBe('clear');
  });
  it("a table's QR code scanned within 1800 s of another's takes the device: Mesa 7 is where the diner sits", () => {
    // The answer names no other table to go to: the table opened is the table the diner orders at.
    expect(openTablePath({ stored: at('5', T0), venue: 'R-1', table: '7', now: s(60) })).toEqual({
      cart: 'clear',
    });
    expect(openTablePath({ stored: at('5', T0), venue: 'R-1', table: '7', now: s(1799) })).toEqual({
      cart: 'clear',
    });
  });
  it('another venue starts afresh', () => {
    expect(openTablePath({ stored: at('5', T0), venue: 'S-1', table: '5', now: s(10) })).toEqual({
      cart: 'clear',
    });
  });
});

describe('where a sign-in returns: the table path opened, for 1800 s (spec/1 §9; spec/2 §4 "Profile step")', () => {
  const record = { venue: 'R-1', table: '7', path: '/r/cl/x/1/checkin/7', atMs: T0 };
  it('the table path while it is younger than 1800 s, then nothing', () => {
    expect(tablePathToReturnTo(record, s(1799))).toBe('/r/cl/x/1/checkin/7');
    expect(tablePathToReturnTo(record, s(1800))).toBeNull();
    expect(tablePathToReturnTo(null, T0)).toBeNull();
  });
  it('the latest table scanned is the one returned to', () => {
    const scanned = { ...record, table: '9', path: '/r/cl/x/1/checkin/9', atMs: s(600) };
    expect(tablePathToReturnTo(scanned, s(2300))).toBe('/r/cl/x/1/checkin/9');
  });
  it('a record that is no page path of this site, or from the future, is not followed', () => {
    expect(tablePathToReturnTo({ ...record, path: '//evil.example/x' }, s(1))).toBeNull();
    expect(tablePathToReturnTo({ ...record, path: 'https://evil.example/' }, s(1))).toBeNull();
    expect(tablePathToReturnTo({ ...record, atMs: s(60) }, T0)).toBeNull();
    // An older device's record, kept before paths were stored.
    expect(tablePathToReturnTo({ venue: 'R-1', table: '7', atMs: T0 } as never, s(1))).toBeNull();
  });
});

describe('stored check-in order ids last 3600 s (spec/1 §9)', () => {
  const id = 'AbCdEfGhIjKlMnOp';
  it('16 characters and younger than 3600 s', () => {
    expect(storedCheckInOrderIdValid({ id, atMs: T0 }, s(3599))).toBe(true);
    expect(storedCheckInOrderIdValid({ id, atMs: T0 }, s(3600))).toBe(false);
    expect(storedCheckInOrderIdValid({ id: 'short', atMs: T0 }, T0)).toBe(false);
    expect(storedCheckInOrderIdValid(null, T0)).toBe(false);
  });
});

describe('seats (spec/1 §5 "Seat number", §9; spec/2 §9)', () => {
  it('numbers 1 to 998; others rejected', () => {
    expect(parseSeat('1')).toEqual({ kind: 'number', qc: 1 });
    expect(parseSeat(' 998 ')).toEqual({ kind: 'number', qc: 998 });
    for (const bad of ['0', '999', '-1', '2.5', '', 'abc']) expect(parseSeat(bad)).toBeNull();
  });
  it('a 22-character id decodes into restaurant and local ids', () => {
    const ir = 'cmdDemoSantiagoPizza00001';
    const id = seatIdOf(ir, '1');
    expect(id).toBe('cmdDemoSantiagoPizza01');
    expect(id).toHaveLength(22);
    const seat = parseSeat(id!);
    expect(seat).toEqual({ kind: 'venue', irPrefix: 'cmdDemoSantiagoPizza', il: '1' });
    const venues = [
      { ir, il: '1' },
      { ir: 'cmdDemoSantiagoSangu00001', il: '1' },
    ];
    expect(seat?.kind === 'venue' && seatVenueOf(seat, venues)).toEqual({ ir, il: '1' });
    expect(parseSeat('cmdDemoSantiagoPizzaXY')).toBeNull();
    expect(seatIdOf('short', '1')).toBeNull();
  });
  it('a stored seat serves its venue for 12 h', () => {
    const seat = { qc: 12, fmu: T0, ir: 'R', il: '1' };
    expect(storedSeatValid(seat, { ir: 'R', il: '1' }, s(43199))).toBe(true);
    expect(storedSeatValid(seat, { ir: 'R', il: '1' }, s(43200))).toBe(false);
    expect(storedSeatValid(seat, { ir: 'R', il: '2' }, T0)).toBe(false);
  });
});
