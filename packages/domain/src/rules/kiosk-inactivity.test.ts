import { describe, expect, it } from 'vitest';
import { inactivityPhase, isPayOrderRoute } from './kiosk-inactivity.ts';

describe('kiosk inactivity (spec/3 §9)', () => {
  it('warns from 150 s with the seconds left, resets at 180 s', () => {
    expect(inactivityPhase(149.9, false)).toEqual({ phase: 'active' });
    expect(inactivityPhase(150, false)).toEqual({ phase: 'warning', secondsLeft: 30, ends: true });
    expect(inactivityPhase(179.2, false)).toEqual({ phase: 'warning', secondsLeft: 1, ends: true });
    expect(inactivityPhase(180, false)).toEqual({ phase: 'reset' });
  });

  it('on PayOrder: warns at 150 s, no reset at 180 s, second modal at 270 s, cancels at 300 s', () => {
    // The first modal only asks: its countdown ends in nothing, so it must not promise a cancellation.
    expect(inactivityPhase(160, true)).toEqual({ phase: 'warning', secondsLeft: 20, ends: false });
    expect(inactivityPhase(180, true)).toEqual({ phase: 'active' });
    expect(inactivityPhase(269, true)).toEqual({ phase: 'active' });
    expect(inactivityPhase(270, true)).toEqual({ phase: 'warning', secondsLeft: 30, ends: true });
    expect(inactivityPhase(300, true)).toEqual({ phase: 'cancel-order' });
  });

  it('knows the PayOrder route', () => {
    expect(isPayOrderRoute('/PayOrder/5025')).toBe(true);
    expect(isPayOrderRoute('/KioskCart')).toBe(false);
  });
});
