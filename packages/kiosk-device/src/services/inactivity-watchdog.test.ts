import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskEvent } from '../bridge/events.ts';
import { createInactivityWatchdog, type ResetReason } from './inactivity-watchdog.ts';

let events: KioskEvent[];
let resets: ResetReason[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  events = [];
  resets = [];
});
afterEach(() => vi.useRealTimers());

const create = () => {
  const watchdog = createInactivityWatchdog({
    emit: (e) => events.push(e),
    onReset: async (reason) => {
      resets.push(reason);
    },
  });
  watchdog.start();
  return watchdog;
};
const warnings = () => events.filter((e) => e.type === 'inactivity' && e.phase === 'warning');
const seconds = (s: number) => vi.advanceTimersByTimeAsync(s * 1000);

describe('inactivity watchdog (spec/3 §9)', () => {
  it('shows the modal at 150 s counting down 30 s, resets at 180 s', async () => {
    const watchdog = create();
    watchdog.setRoute('/ProductMenu');
    await seconds(149);
    expect(warnings()).toEqual([]);
    await seconds(1);
    expect(events.at(-1)).toEqual({ type: 'inactivity', phase: 'warning', secondsLeft: 30, ends: true });
    await seconds(29);
    expect(events.at(-1)).toEqual({ type: 'inactivity', phase: 'warning', secondsLeft: 1, ends: true });
    expect(warnings()).toHaveLength(30);
    expect(resets).toEqual([]);
    await seconds(1);
    expect(resets).toEqual(['inactivity']);
    expect(events.at(-1)).toEqual({ type: 'inactivity', phase: 'active' });
    watchdog.stop();
  });

  it('any activity closes the modal and starts the count again', async () => {
    const watchdog = create();
    watchdog.setRoute('/KioskCart');
    await seconds(160);
    watchdog.activity();
    expect(events.at(-1)).toEqual({ type: 'inactivity', phase: 'active' });
    await seconds(179);
    expect(resets).toEqual([]);
    await seconds(1);
    expect(resets).toEqual(['inactivity']);
    watchdog.stop();
  });

  it('on PayOrder: no reset at 180 s, a second modal at 270 s, the order cancelled at 300 s', async () => {
    const watchdog = create();
    watchdog.setRoute('/PayOrder/5025');
    await seconds(150);
    // The diner may be at the card terminal: the first modal asks, and promises nothing.
    expect(events.at(-1)).toMatchObject({ phase: 'warning', secondsLeft: 30, ends: false });
    await seconds(30);
    expect(resets).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'inactivity', phase: 'active' });
    await seconds(90);
    expect(events.at(-1)).toMatchObject({ phase: 'warning', secondsLeft: 30, ends: true });
    await seconds(29);
    expect(resets).toEqual([]);
    await seconds(1);
    expect(resets).toEqual(['order-cancelled']);
    watchdog.stop();
  });

  it('times out on the payment error screen and the refused-order screens too (issue 12 item 4)', async () => {
    const watchdog = create();
    for (const route of ['/KioskError/payment', '/KioskError/others', '/KioskError/shift']) {
      watchdog.setRoute(route);
      await seconds(180);
    }
    expect(resets).toEqual(['inactivity', 'inactivity', 'inactivity']);
    watchdog.stop();
  });

  it('sleeps on Welcome, the restaurant chooser, pairing and the out-of-service screens', async () => {
    const watchdog = create();
    const resting = [
      '/KioskWelcome',
      '/SelectRestaurant',
      '/ProfileLogin',
      '/KioskError/inactive',
      '/KioskError/notAvailable',
    ];
    for (const route of resting) {
      watchdog.setRoute(route);
      await seconds(400);
    }
    expect(events).toEqual([]);
    expect(resets).toEqual([]);
    watchdog.stop();
  });

  it('keeps the idle time reached so far when the scale changes (spec/3 §9: reset at 180 s idle)', async () => {
    const watchdog = create();
    watchdog.setScale(20);
    watchdog.setRoute('/ProductMenu');
    await seconds(7.6); // 152 s idle: the modal is up
    expect(events.some((e) => e.type === 'inactivity' && e.phase === 'warning')).toBe(true);
    watchdog.setScale(1);
    await seconds(20); // 172 s idle at real speed: still counting down, no reset yet
    expect(resets).toEqual([]);
    await seconds(9); // past 180 s idle
    expect(resets).toEqual(['inactivity']);
    watchdog.stop();
  });

  it('runs its clock faster with a time scale (tests, demos)', async () => {
    const watchdog = create();
    watchdog.setScale(60);
    watchdog.setRoute('/ProductMenu');
    await seconds(3);
    expect(resets).toEqual(['inactivity']);
    watchdog.stop();
  });
});
