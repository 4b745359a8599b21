import type { LatLng, TSearchResult } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { createSearchStore, type SearchDeps } from './search-store.ts';

const here = { lat: -33.4372, lng: -70.6506 };
const hit = (simpleId: number) =>
  ({ restaurant: { simpleId }, score: 20, products: [] }) as unknown as TSearchResult[number];

function setup(overrides: Partial<SearchDeps> = {}) {
  let clock = 1_000_000;
  let point: LatLng = here;
  const deps: SearchDeps = {
    locate: vi.fn(async () => ({ point })),
    fetchResults: vi.fn(async () => [hit(101)]),
    now: () => clock,
    ...overrides,
  };
  const store = createSearchStore(deps);
  return { store, deps, tick: (ms: number) => (clock += ms), moveTo: (p: LatLng) => (point = p) };
}

describe('search store (spec/1 §5, §7 Search)', () => {
  it('searches the trimmed query around the located point', async () => {
    const { store, deps } = setup();
    const pending = store.getState().search('  pizza ');
    expect(store.getState()).toMatchObject({ status: 'loading', query: 'pizza' });
    await pending;
    expect(deps.fetchResults).toHaveBeenCalledWith('pizza', here);
    expect(store.getState()).toMatchObject({ status: 'ready', hits: [hit(101)], error: null });
  });

  it('does not send a query under 2 characters', async () => {
    const { store, deps } = setup();
    await store.getState().search(' p ');
    expect(store.getState()).toMatchObject({ status: 'short', query: 'p', hits: [] });
    expect(deps.locate).not.toHaveBeenCalled();
    expect(deps.fetchResults).not.toHaveBeenCalled();
  });

  it('keeps the results of the same query for 300 s at the same place, then asks again', async () => {
    const { store, deps, tick, moveTo } = setup();
    await store.getState().search('pizza');
    store.getState().rememberScroll(300);
    tick(60_000);
    const again = store.getState().search('pizza');
    // Shown at once, no skeleton, scroll position kept.
    expect(store.getState()).toMatchObject({ status: 'ready', scrollY: 300 });
    await again;
    expect(deps.fetchResults).toHaveBeenCalledTimes(1);
    moveTo({ lat: here.lat + 0.001, lng: here.lng });
    await store.getState().search('pizza');
    expect(deps.fetchResults).toHaveBeenCalledTimes(2);
    tick(300_000);
    await store.getState().search('pizza');
    expect(deps.fetchResults).toHaveBeenCalledTimes(3);
  });

  it('starts a new query from a skeleton and the top of the page', async () => {
    const { store } = setup();
    await store.getState().search('pizza');
    store.getState().rememberScroll(300);
    const pending = store.getState().search('sushi');
    expect(store.getState()).toMatchObject({ status: 'loading', query: 'sushi', hits: [], scrollY: 0 });
    await pending;
  });

  it('reports the server message readably', async () => {
    const { store } = setup({ fetchResults: async () => Promise.reject(new Error('Sin conexión')) });
    await store.getState().search('pizza');
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Sin conexión' });
  });

  it('lets only the latest search write its answer', async () => {
    const answers: ((r: TSearchResult) => void)[] = [];
    const { store } = setup({ fetchResults: () => new Promise((resolve) => answers.push(resolve)) });
    const first = store.getState().search('pizza');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const second = store.getState().search('sushi');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.([hit(2)]);
    answers[0]?.([hit(1)]);
    await Promise.all([first, second]);
    expect(store.getState()).toMatchObject({ query: 'sushi', hits: [hit(2)] });
  });

  it('reset() forgets everything, including a search in flight', async () => {
    const { store } = setup();
    const pending = store.getState().search('pizza');
    store.getState().reset();
    await pending;
    expect(store.getState()).toMatchObject({ status: 'idle', query: '', hits: [], loaded: null });
  });
});
