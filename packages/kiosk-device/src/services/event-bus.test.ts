import { describe, expect, it, vi } from 'vitest';
import { ZKioskEvent } from '../bridge/events.ts';
import { createEventBus } from './event-bus.ts';

describe('event bus (main → renderer)', () => {
  it('hands listeners every event, and long polls the ones after a cursor', async () => {
    const bus = createEventBus();
    const heard: unknown[] = [];
    bus.on((e) => heard.push(e));
    expect(await bus.next(-1)).toEqual({ cursor: 0, events: [] });
    const waiting = bus.next(0);
    bus.emit({ type: 'inactivity', phase: 'warning', secondsLeft: 30, ends: true });
    expect(await waiting).toEqual({
      cursor: 1,
      events: [{ type: 'inactivity', phase: 'warning', secondsLeft: 30, ends: true }],
    });
    expect(heard).toHaveLength(1);
  });

  it('answers an empty long poll after the wait', async () => {
    vi.useFakeTimers();
    const bus = createEventBus();
    const waiting = bus.next(0, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await waiting).toEqual({ cursor: 0, events: [] });
    vi.useRealTimers();
  });

  it('every event main emits fits the contract the renderer parses', () => {
    for (const event of [
      { type: 'inactivity', phase: 'active' },
      { type: 'inactivity', phase: 'warning', secondsLeft: 12, ends: true },
      { type: 'reset', target: '/SelectRestaurant', reason: 'inactivity' },
      { type: 'pairing', state: { status: 'showing', code: 'ABCDEF', expiresAt: 1 } },
      { type: 'device', status: 'notAvailable' },
    ]) {
      expect(ZKioskEvent.parse(event)).toEqual(event);
    }
  });
});
