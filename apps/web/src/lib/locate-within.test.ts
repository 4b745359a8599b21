import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POINT, LOCATE_LIMIT_MS, locateWithin, type PositionSource } from './locate-within.ts';

type Success = Parameters<Geolocation['getCurrentPosition']>[0];
type Failure = Parameters<Geolocation['getCurrentPosition']>[1];

/** A fake geolocation that hands its callbacks to the test, which decides when and how to answer. */
function fakeSource() {
  const calls: { success: Success; failure: Failure }[] = [];
  const source: PositionSource = {
    getCurrentPosition: (success, failure) => {
      calls.push({ success, failure });
    },
  };
  const position = (lat: number, lng: number) =>
    ({ coords: { latitude: lat, longitude: lng }, timestamp: 0 }) as GeolocationPosition;
  return { source, calls, position };
}

describe('locateWithin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses the position when it arrives in time', async () => {
    const { source, calls, position } = fakeSource();
    const result = locateWithin(source);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]?.success(position(-33.4, -70.6));
    await expect(result).resolves.toEqual({ point: { lat: -33.4, lng: -70.6 }, located: true });
  });

  it('falls back to the default point after the 2 s limit when nobody answers (open prompt)', async () => {
    const { source } = fakeSource();
    let done = false;
    const result = locateWithin(source).then((r) => {
      done = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(LOCATE_LIMIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ point: DEFAULT_POINT, located: false });
  });

  it('ignores a position that arrives after the limit', async () => {
    const { source, calls, position } = fakeSource();
    const result = locateWithin(source);
    await vi.advanceTimersByTimeAsync(LOCATE_LIMIT_MS);
    calls[0]?.success(position(40.4, -3.7));
    await expect(result).resolves.toEqual({ point: DEFAULT_POINT, located: false });
  });

  it('falls back at once when the diner refuses', async () => {
    const { source, calls } = fakeSource();
    const result = locateWithin(source);
    calls[0]?.failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    await expect(result).resolves.toEqual({ point: DEFAULT_POINT, located: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('falls back without a geolocation API or when it throws', async () => {
    await expect(locateWithin(undefined)).resolves.toEqual({ point: DEFAULT_POINT, located: false });
    const throwing: PositionSource = {
      getCurrentPosition: () => {
        throw new Error('insecure origin');
      },
    };
    await expect(locateWithin(throwing, { lat: 1, lng: 2 })).resolves.toEqual({
      point: { lat: 1, lng: 2 },
      located: false,
    });
  });
});
