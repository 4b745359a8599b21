import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverPainted } from './cover-paint.ts';

/** A cover <img> as far as coverPainted looks at it: `complete` and its load/error events. */
function fakeCover(complete: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    complete,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
}

const FRAME_MS = 16;

const rootWith = (cover: ReturnType<typeof fakeCover> | null) =>
  ({
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? cover : null),
  }) as never;

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('coverPainted (the app is asked for once the cover photo painted)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A frame every FRAME_MS, as a browser draws them.
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, FRAME_MS));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the cover to load, then for the frame that paints it', async () => {
    const cover = fakeCover(false);
    const painted = coverPainted(rootWith(cover), 2500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(painted)).toBe(false);
    cover.fire('load');
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 1);
    expect(await settled(painted)).toBe(true);
  });

  it('goes on after a cover that failed to load, as after one that loaded', async () => {
    const cover = fakeCover(false);
    const painted = coverPainted(rootWith(cover), 2500);
    cover.fire('error');
    await vi.advanceTimersByTimeAsync(FRAME_MS + 1);
    expect(await settled(painted)).toBe(true);
  });

  it('needs only a frame when the cover is already loaded, or the page has none', async () => {
    for (const root of [rootWith(fakeCover(true)), rootWith(null)]) {
      const painted = coverPainted(root, 2500);
      expect(await settled(painted)).toBe(false);
      await vi.advanceTimersByTimeAsync(FRAME_MS + 1);
      expect(await settled(painted)).toBe(true);
    }
  });

  it('never waits longer than the cap for a cover that does not arrive', async () => {
    const painted = coverPainted(rootWith(fakeCover(false)), 2500);
    await vi.advanceTimersByTimeAsync(2499);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
