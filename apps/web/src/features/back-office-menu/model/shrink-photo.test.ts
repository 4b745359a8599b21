import { PHOTO_SIZE } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, shrinkSteps } from './shrink-photo.ts';

describe('shrinking a phone photo before upload (issue 13 item 3)', () => {
  it('starts at 1600 px on the longer side, keeping the shape, portrait or landscape', () => {
    expect(shrinkSteps(4000, 3000)[0]).toEqual({ width: 1600, height: 1200, quality: 0.85 });
    expect(shrinkSteps(3024, 4032)[0]).toEqual({ width: 1200, height: 1600, quality: 0.85 });
  });

  it('lowers the quality first, then the size, down to the menus’ own width and no further', () => {
    const steps = shrinkSteps(4000, 3000);
    expect(steps.slice(0, 4).map((s) => [s.width, s.quality])).toEqual([
      [1600, 0.85],
      [1600, 0.7],
      [1600, 0.55],
      [1200, 0.85],
    ]);
    expect(steps.map((s) => s.width)).toEqual([
      1600, 1600, 1600, 1200, 1200, 1200, 900, 900, 900, 800, 800, 800,
    ]);
    expect(Math.min(...steps.map((s) => Math.max(s.width, s.height)))).toBe(PHOTO_SIZE.width);
  });

  it('never enlarges a picture smaller than the limit', () => {
    expect(shrinkSteps(640, 480).map((s) => [s.width, s.height])).toEqual([
      [640, 480],
      [640, 480],
      [640, 480],
    ]);
    expect(Math.max(...shrinkSteps(1000, 5000).map((s) => s.height))).toBe(PHOTO_MAX_SIDE);
  });
});
