import { describe, expect, it } from 'vitest';
import { ZOrderTimeouts, ZRestaurantImport } from '../contracts/catalog.ts';
import {
  CONFIRMATION_LIMIT_MINUTES_DEFAULT,
  diningStatus,
  TICKET_ACK_LIMIT_SECONDS_DEFAULT,
  TIMEOUT_REFUSALS,
  timeoutCancel,
} from './order-timeouts.ts';

describe('orders nobody handles (spec/1 §4 "Order status ss" -3, -10)', () => {
  it('cancels by timeout only an order awaiting confirmation: ss -3, sub-status 172, sp kept', () => {
    expect(timeoutCancel({ ss: 0, sp: 2, stdvy: 40 })).toEqual({
      ok: true,
      value: { ss: -3, sp: 2, stdvy: 172 },
    });
    for (const ss of [-3, -2, -1, 1, 2, 3])
      expect(timeoutCancel({ ss, sp: 0, stdvy: 40 })).toEqual({
        ok: false,
        refusal: { code: 'not-awaiting', ...TIMEOUT_REFUSALS.notAwaiting },
      });
  });

  it('shows -10 to the diner while an order in process has an unacknowledged ticket, its own ss otherwise', () => {
    expect([0, 1, 2].map((ss) => diningStatus(ss, true))).toEqual([-10, -10, -10]);
    expect([3, -1, -2, -3].map((ss) => diningStatus(ss, true))).toEqual([3, -1, -2, -3]);
    expect([0, 1, 2, 3, -3].map((ss) => diningStatus(ss, false))).toEqual([0, 1, 2, 3, -3]);
  });

  it('takes each restaurant’s limits from its configuration, with the defaults when left out', () => {
    expect(ZOrderTimeouts.parse({})).toEqual({
      confirmMinutes: CONFIRMATION_LIMIT_MINUTES_DEFAULT,
      ticketAckSeconds: TICKET_ACK_LIMIT_SECONDS_DEFAULT,
    });
    expect([CONFIRMATION_LIMIT_MINUTES_DEFAULT, TICKET_ACK_LIMIT_SECONDS_DEFAULT]).toEqual([15, 120]);
    expect(ZOrderTimeouts.parse({ confirmMinutes: 45 }).confirmMinutes).toBe(45);
    for (const bad of [{ confirmMinutes: 0 }, { ticketAckSeconds: 5 }, { confirmMinutes: 1.5 }])
      expect(ZOrderTimeouts.safeParse(bad).success).toBe(false);
    expect(ZRestaurantImport.shape.timeouts.parse(undefined)).toEqual({
      confirmMinutes: 15,
      ticketAckSeconds: 120,
    });
  });
});
