import { describe, expect, it } from 'vitest';
import { CORNER_GESTURE, createCornerTaps, inCorner } from './corner-taps.ts';

const portrait = { width: 1080, height: 1920 };

describe('the technician gesture: five taps in the top-left corner within 3 s', () => {
  it('opens on the fifth quick tap in the corner', () => {
    const gesture = createCornerTaps(() => portrait);
    const results = [0, 300, 600, 900, 1200].map((at) => gesture.tap({ x: 20, y: 30, at }));
    expect(results).toEqual([false, false, false, false, true]);
    // And counts again from nothing afterwards.
    expect(gesture.tap({ x: 20, y: 30, at: 1300 })).toBe(false);
  });

  it('does not open for taps spread over more than 3 s', () => {
    const gesture = createCornerTaps(() => portrait);
    const results = [0, 800, 1600, 2400, 3200].map((at) => gesture.tap({ x: 10, y: 10, at }));
    expect(results.at(-1)).toBe(false);
    // The oldest tap fell out of the window: one more quick tap completes five within 3 s.
    expect(gesture.tap({ x: 10, y: 10, at: 3300 })).toBe(true);
  });

  it('starts over when a tap lands outside the corner', () => {
    const gesture = createCornerTaps(() => portrait);
    for (const at of [0, 100, 200, 300]) gesture.tap({ x: 5, y: 5, at });
    expect(gesture.tap({ x: 500, y: 900, at: 400 })).toBe(false);
    expect(gesture.tap({ x: 5, y: 5, at: 500 })).toBe(false);
  });

  it('is a corner of at most 120 px, smaller on a small window', () => {
    expect(inCorner({ x: CORNER_GESTURE.cornerPx, y: 0 }, portrait)).toBe(true);
    expect(inCorner({ x: CORNER_GESTURE.cornerPx + 1, y: 0 }, portrait)).toBe(false);
    expect(inCorner({ x: 0, y: 121 }, portrait)).toBe(false);
    expect(inCorner({ x: 1070, y: 10 }, portrait)).toBe(false);
    expect(inCorner({ x: 70, y: 70 }, { width: 500, height: 800 })).toBe(false);
    expect(inCorner({ x: 59, y: 59 }, { width: 500, height: 800 })).toBe(true);
  });
});
