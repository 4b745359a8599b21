import { describe, expect, it, vi } from 'vitest';
import { lazyClient } from './lazy-client.ts';

const made = () => ({
  menu: vi.fn(async (ir: string, n: number) => `${ir}:${n}`),
  search: vi.fn(async () => 'found'),
});

describe('a client made on its first call (issue 11, first-load JavaScript)', () => {
  it('loads nothing until called, then once, and forwards every call and answer', async () => {
    const real = made();
    const load = vi.fn(async () => real);
    const client = lazyClient(load, { menu: true, search: true });
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([client.menu('a', 1), client.menu('b', 2), client.search()])).resolves.toEqual([
      'a:1',
      'b:2',
      'found',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.menu).toHaveBeenCalledWith('b', 2);
  });

  it("passes a call's refusal on as it is", async () => {
    const real = made();
    real.search.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 'closed' }));
    const client = lazyClient(async () => real, { menu: true, search: true });
    await expect(client.search()).rejects.toMatchObject({ code: 'closed' });
  });

  it('tries the load again on the next call after it failed (a dropped connection)', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof made>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(made());
    const client = lazyClient(load, { menu: true, search: true });
    await expect(client.search()).rejects.toThrow('offline');
    await expect(client.search()).resolves.toBe('found');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
