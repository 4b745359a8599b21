import { describe, expect, it } from 'vitest';
import { countTap, ENVIRONMENTS, noTaps, revealsEnvironment, SIDE_MENU_WIDTH_PERCENT } from './side-menu.ts';

describe('the side menu (spec/2 §2 Other, §9)', () => {
  it('opens to 80% and offers PROD, DEV and TEST', () => {
    expect(SIDE_MENU_WIDTH_PERCENT).toBe(80);
    expect(ENVIRONMENTS).toEqual(['PROD', 'DEV', 'TEST']);
  });

  it('reveals the environment switch after 3 taps in a row', () => {
    let taps = countTap(noTaps, 10_000);
    taps = countTap(taps, 10_400);
    expect(revealsEnvironment(taps)).toBe(false);
    taps = countTap(taps, 10_900);
    expect(revealsEnvironment(taps)).toBe(true);
  });

  it('starts counting again after a pause longer than a second', () => {
    let taps = countTap(countTap(noTaps, 0), 500);
    taps = countTap(taps, 2_000);
    expect(taps.count).toBe(1);
    expect(revealsEnvironment(countTap(countTap(taps, 2_500), 3_000))).toBe(true);
  });
});
