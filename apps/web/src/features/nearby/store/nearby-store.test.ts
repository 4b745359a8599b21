import type { LatLng, TRestaurantListItem } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { createNearbyStore, type NearbyDeps } from './nearby-store.ts';

const here = { lat: -33.4372, lng: -70.6506 };
const item = (simpleId: number) => ({ simpleId, nombreRestaurant: `R${simpleId}` }) as TRestaurantListItem;

function setup(overrides: Partial<NearbyDeps> = {}) {
  let clock = 1_000_000;
  const deps: NearbyDeps = {
    locate: vi.fn(async () => ({ point: here })),
    fetchList: vi.fn(async () => [item(101)]),
    now: () => clock,
    ...overrides,
  };
  const store = createNearbyStore(deps);
  return { store, deps, tick: (ms: number) => (clock += ms) };
}

describe('nearby store', () => {
  it('loads the list around the located point', async () => {
    const { store, deps } = setup();
    const pending = store.getState().load();
    expect(store.getState().status).toBe('loading');
    await pending;
    expect(deps.fetchList).toHaveBeenCalledWith(here);
    expect(store.getState()).toMatchObject({ status: 'ready', restaurants: [item(101)], error: null });
  });

  it('keeps a fresh list without asking the server again (300 s, spec/1 §7, §9)', async () => {
    const { store, deps, tick } = setup();
    await store.getState().load();
    tick(299_000);
    await store.getState().load();
    expect(deps.fetchList).toHaveBeenCalledTimes(1);
    tick(1_000);
    await store.getState().load();
    expect(deps.fetchList).toHaveBeenCalledTimes(2);
  });

  it('asks again when the diner moved more than 0.0005 degrees (spec/1 §7, §9)', async () => {
    let point = here;
    const { store, deps } = setup({ locate: async () => ({ point }) });
    await store.getState().load();
    point = { lat: here.lat + 0.0004, lng: here.lng - 0.0004 };
    await store.getState().load();
    expect(deps.fetchList).toHaveBeenCalledTimes(1);
    point = { lat: here.lat, lng: here.lng + 0.0006 };
    await store.getState().load();
    expect(deps.fetchList).toHaveBeenCalledTimes(2);
    expect(deps.fetchList).toHaveBeenLastCalledWith(point);
  });

  it('keeps the list on screen while a stale one is refreshed', async () => {
    const answers: ((list: TRestaurantListItem[]) => void)[] = [];
    const { store, tick } = setup({
      fetchList: () => new Promise((resolve) => answers.push(resolve)),
    });
    const first = store.getState().load();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.([item(1)]);
    await first;
    tick(300_000);
    const refresh = store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', restaurants: [item(1)] });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.([item(2)]);
    await refresh;
    expect(store.getState().restaurants).toEqual([item(2)]);
  });

  it('reports a readable error', async () => {
    const { store } = setup({ fetchList: async () => Promise.reject(new Error('Sin conexión')) });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Sin conexión' });
  });

  it('lets only the latest load write its answer', async () => {
    const answers: ((list: TRestaurantListItem[]) => void)[] = [];
    const { store } = setup({
      fetchList: (_: LatLng) => new Promise((resolve) => answers.push(resolve)),
    });
    const first = store.getState().load();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const second = store.getState().load();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.([item(2)]);
    answers[0]?.([item(1)]);
    await Promise.all([first, second]);
    expect(store.getState().restaurants).toEqual([item(2)]);
  });

  it('reset() forgets the list, the scroll position and any load in flight', async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().rememberScroll('home', 420);
    store.getState().rememberScroll('all', 900);
    expect(store.getState().scroll).toEqual({ home: 420, all: 900 });
    const pending = store.getState().load();
    store.getState().reset();
    await pending;
    expect(store.getState()).toMatchObject({
      status: 'idle',
      restaurants: [],
      scroll: { home: 0, all: 0 },
      loaded: null,
    });
  });
});
