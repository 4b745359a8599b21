import type { TMenu, TRestaurantInfo } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import type { VenueKey } from '../api/fetch-restaurant-menu.ts';
import type { RestaurantMenu } from '../api/restaurant-menu.ts';
import { createMenuStore, type MenuDeps } from './menu-store.ts';

const venue = (simpleId: number): VenueKey => ({ pais: 'cl', simpleId, dk: '' });
const answer = (simpleId: number): RestaurantMenu => ({
  info: { simpleId, nombre: `R${simpleId}` } as TRestaurantInfo,
  menu: { jprods: [] } as unknown as TMenu,
});
class NotFound extends Error {}

function setup(overrides: Partial<MenuDeps> = {}) {
  let clock = 5_000_000;
  const deps: MenuDeps = {
    fetchMenu: vi.fn(async (v: VenueKey) => answer(v.simpleId)),
    isNotFound: (e) => e instanceof NotFound,
    now: () => clock,
    ...overrides,
  };
  return { store: createMenuStore(deps), deps, tick: (ms: number) => (clock += ms) };
}

describe('menu store', () => {
  it('loads info and menu of a venue', async () => {
    const { store } = setup();
    const pending = store.getState().load(venue(101));
    expect(store.getState().status).toBe('loading');
    await pending;
    expect(store.getState()).toMatchObject({ status: 'ready', info: { nombre: 'R101' } });
  });

  it('keeps the same venue for 60 s, then asks again', async () => {
    const { store, deps, tick } = setup();
    await store.getState().load(venue(101));
    tick(59_000);
    await store.getState().load(venue(101));
    expect(deps.fetchMenu).toHaveBeenCalledTimes(1);
    tick(2_000);
    await store.getState().load(venue(101));
    expect(deps.fetchMenu).toHaveBeenCalledTimes(2);
  });

  it('never shows the previous venue while another one loads', async () => {
    const { store } = setup();
    await store.getState().load(venue(101));
    const pending = store.getState().load(venue(202));
    expect(store.getState()).toMatchObject({ status: 'loading', info: null, menu: null });
    await pending;
    expect(store.getState().info?.nombre).toBe('R202');
  });

  it('tells not found apart from other failures', async () => {
    const missing = setup({ fetchMenu: async () => Promise.reject(new NotFound('no')) });
    await missing.store.getState().load(venue(999));
    expect(missing.store.getState().status).toBe('not-found');

    const broken = setup({ fetchMenu: async () => Promise.reject(new Error('Sin conexión')) });
    await broken.store.getState().load(venue(101));
    expect(broken.store.getState()).toMatchObject({ status: 'error', error: 'Sin conexión' });
  });

  it('treats a path without a venue id as not found without calling the server', async () => {
    const { store, deps } = setup();
    await store.getState().load(null);
    expect(store.getState().status).toBe('not-found');
    expect(deps.fetchMenu).not.toHaveBeenCalled();
  });

  it('drops a slow answer for a venue the diner already left', async () => {
    const resolvers: ((value: RestaurantMenu) => void)[] = [];
    const { store } = setup({ fetchMenu: () => new Promise((resolve) => resolvers.push(resolve)) });
    const first = store.getState().load(venue(101));
    const second = store.getState().load(venue(202));
    resolvers[1]?.(answer(202));
    resolvers[0]?.(answer(101));
    await Promise.all([first, second]);
    expect(store.getState().info?.nombre).toBe('R202');
  });

  it("serves the route's loader and the page with one request while the venue loads (issue 11 item 4)", async () => {
    const { store, deps } = setup();
    const fromLoader = store.getState().load(venue(101));
    const fromPage = store.getState().load(venue(101));
    expect(fromPage).toBe(fromLoader);
    await fromPage;
    expect(deps.fetchMenu).toHaveBeenCalledTimes(1);
    expect(store.getState().info?.nombre).toBe('R101');
  });

  it('reset() clears everything', async () => {
    const { store } = setup();
    await store.getState().load(venue(101));
    store.getState().reset();
    expect(store.getState()).toMatchObject({ status: 'idle', info: null, menu: null, venue: null });
  });

  it('refresh reads the shown menu again in place, and keeps it when the call fails (issue 13 item 3)', async () => {
    let price = 1000;
    const { store, deps } = setup({
      fetchMenu: vi.fn(async (v: VenueKey) => ({
        ...answer(v.simpleId),
        menu: { jprods: [], price } as unknown as TMenu,
      })),
    });
    await store.getState().load(venue(101));
    price = 1500;
    const pending = store.getState().refresh();
    expect(store.getState().status).toBe('ready');
    await pending;
    expect(store.getState().menu).toMatchObject({ price: 1500 });
    (deps.fetchMenu as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('offline'));
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ status: 'ready', menu: { price: 1500 } });
  });
});
