import { describe, expect, it } from 'vitest';
import { ZKitchenTimers, ZRestaurantImport } from '../contracts/catalog.ts';
import { KITCHEN_TIMERS_DEFAULT, kitchenTimers, timerColour } from './kitchen-timers.ts';

const limits = {
  arrivalAmberMinutes: 5,
  arrivalRedMinutes: 10,
  confirmedAmberMinutes: 15,
  confirmedRedMinutes: 25,
};
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 20, 0) + minutes * 60_000);
const now = at(0);

describe('kitchen board timers (issue 13 item 2)', () => {
  it('turns amber at the amber limit and red at the red one, each limit included', () => {
    const min = 60_000;
    expect(timerColour(0, 5, 10)).toBe('calm');
    expect(timerColour(5 * min - 1, 5, 10)).toBe('calm');
    expect(timerColour(5 * min, 5, 10)).toBe('amber');
    expect(timerColour(10 * min - 1, 5, 10)).toBe('amber');
    expect(timerColour(10 * min, 5, 10)).toBe('red');
    expect(timerColour(90 * min, 5, 10)).toBe('red');
  });

  it('colours the time since arrival while the order awaits confirmation', () => {
    const order = (minutesAgo: number) => ({ ss: 0, arrivedAt: at(-minutesAgo), confirmedAt: null });
    expect(kitchenTimers(order(4), limits, now)).toEqual({
      arrival: { minutes: 4, colour: 'calm' },
      confirmed: null,
    });
    expect(kitchenTimers(order(7), limits, now).arrival).toEqual({ minutes: 7, colour: 'amber' });
    expect(kitchenTimers(order(12), limits, now).arrival).toEqual({ minutes: 12, colour: 'red' });
  });

  it('colours the time since confirmation once confirmed, and leaves the arrival timer calm', () => {
    for (const ss of [1, 2]) {
      const timers = kitchenTimers({ ss, arrivedAt: at(-40), confirmedAt: at(-16) }, limits, now);
      expect(timers).toEqual({
        arrival: { minutes: 40, colour: 'calm' },
        confirmed: { minutes: 16, colour: 'amber' },
      });
      expect(kitchenTimers({ ss, arrivedAt: at(-40), confirmedAt: at(-30) }, limits, now).confirmed).toEqual({
        minutes: 30,
        colour: 'red',
      });
    }
  });

  it('lets a finished or cancelled order’s timers rest', () => {
    for (const ss of [3, -1, -2, -3]) {
      const timers = kitchenTimers({ ss, arrivedAt: at(-90), confirmedAt: at(-80) }, limits, now);
      expect(timers.arrival.colour).toBe('calm');
      expect(timers.confirmed?.colour).toBe('calm');
    }
  });

  it('never counts backwards when a clock is a little ahead', () => {
    expect(kitchenTimers({ ss: 0, arrivedAt: at(1), confirmedAt: null }, limits, now).arrival.minutes).toBe(
      0,
    );
  });

  it('takes the restaurant’s limits, the defaults when left out, and refuses red before amber', () => {
    expect(ZKitchenTimers.parse({})).toEqual(KITCHEN_TIMERS_DEFAULT);
    expect(ZKitchenTimers.parse({ arrivalAmberMinutes: 2, arrivalRedMinutes: 4 })).toMatchObject({
      arrivalAmberMinutes: 2,
      arrivalRedMinutes: 4,
    });
    const refused = ZKitchenTimers.safeParse({ confirmedAmberMinutes: 20, confirmedRedMinutes: 20 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('p1_err_v_kitchen_timers');
    expect(ZKitchenTimers.safeParse({ arrivalAmberMinutes: 0 }).success).toBe(false);
    expect(ZRestaurantImport.shape.kitchenTimers.parse(undefined)).toEqual(KITCHEN_TIMERS_DEFAULT);
  });
});
