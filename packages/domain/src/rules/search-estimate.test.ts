import { describe, expect, it } from 'vitest';
import { searchEstimate } from './search-estimate.ts';

const app = {
  ord: true,
  ordpick: true,
  ordpickonly: false,
  selfat: false,
  selfatonly: false,
  ordtiempomin: 40,
  ordtiempominpick: 20,
};

describe("search result's estimate (issue 15 item 5; spec/1 §3 ordtiempomin, ordtiempominpick)", () => {
  it('promises the delivery time when the venue delivers', () => {
    expect(searchEstimate(app)).toEqual({ tipo: 2, minutes: 40 });
  });
  it('promises the pickup time at a pickup-only venue', () => {
    expect(searchEstimate({ ...app, ordpickonly: true, ordtiempomin: 0, ordtiempominpick: 15 })).toEqual({
      tipo: 1,
      minutes: 15,
    });
  });
  it('promises nothing without a time, or at a table-only venue', () => {
    expect(searchEstimate({ ...app, ordtiempomin: 0, ordtiempominpick: 0 })).toBeNull();
    expect(searchEstimate({ ...app, selfatonly: true })).toBeNull();
  });
});
