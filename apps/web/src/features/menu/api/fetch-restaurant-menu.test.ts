import type { TMenu, TRestaurantInfo, VenueKey } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { createMenuFetcher, type MenuSources } from './fetch-restaurant-menu.ts';
import type { RestaurantMenu } from './restaurant-menu.ts';

// Issue 11 item 4: the menu page asks for the restaurant and its menu at once, not one after the other.
const venue: VenueKey = { pais: 'cl', simpleId: 101, dk: '' };
const info = (id: string) => ({ id, simpleId: 101, nombre: 'Pizzería' }) as TRestaurantInfo;
const menuOf = (irl: string) => ({ irl }) as unknown as TMenu;

/** Calls that wait until the test lets them answer, so the order in which they start can be seen. */
function sources(overrides: Partial<MenuSources> = {}) {
  const started: string[] = [];
  const answers: (() => void)[] = [];
  const later = <T>(what: string, value: T) =>
    new Promise<T>((resolve) => {
      started.push(what);
      answers.push(() => resolve(value));
    });
  const s: MenuSources = {
    boot: () => null,
    info: vi.fn(() => later('info', info('r1-l1'))),
    menu: vi.fn((irl: string) => later(`menu ${irl}`, menuOf(irl))),
    knownLocation: () => undefined,
    rememberLocation: vi.fn(),
    ...overrides,
  };
  const answerAll = async () => {
    for (let i = 0; i < 5; i++) {
      for (const answer of answers.splice(0)) answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { s, started, answerAll };
}

describe('fetching a venue’s info and menu', () => {
  it('uses what the server put into the page, and calls nothing', async () => {
    const booted: RestaurantMenu = { info: info('r1-l1'), menu: menuOf('r1-l1') };
    const { s } = sources({ boot: () => booted });
    expect(await createMenuFetcher(s)(venue)).toBe(booted);
    expect(s.info).not.toHaveBeenCalled();
    expect(s.menu).not.toHaveBeenCalled();
  });

  it('asks for both at once when the location id is known from a list or an earlier visit', async () => {
    const { s, started, answerAll } = sources({ knownLocation: () => 'r1-l1' });
    const pending = createMenuFetcher(s)(venue);
    expect(started).toEqual(['info', 'menu r1-l1']);
    await answerAll();
    expect(await pending).toEqual({ info: info('r1-l1'), menu: menuOf('r1-l1') });
    expect(s.menu).toHaveBeenCalledTimes(1);
  });

  it('asks for the info first when nothing tells the location id, and remembers it', async () => {
    const { s, started, answerAll } = sources();
    const pending = createMenuFetcher(s)(venue);
    expect(started).toEqual(['info']);
    await answerAll();
    expect((await pending).menu).toEqual(menuOf('r1-l1'));
    expect(started).toEqual(['info', 'menu r1-l1']);
    expect(s.rememberLocation).toHaveBeenCalledWith(venue, 'r1-l1');
  });

  it('never shows the menu of a location id that is no longer the venue’s', async () => {
    const { s, started, answerAll } = sources({ knownLocation: () => 'old-l9' });
    const pending = createMenuFetcher(s)(venue);
    await answerAll();
    expect((await pending).menu).toEqual(menuOf('r1-l1'));
    expect(started).toEqual(['info', 'menu old-l9', 'menu r1-l1']);
  });
});
