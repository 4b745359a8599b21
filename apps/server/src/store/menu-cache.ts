import { shiftState, type TShift } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import { catalogVersion, loadMenuParts } from './restaurants.ts';

type Location = { ir: string; il: string; dk: string };
type Entry = { version: string; dataWithoutTa: string; shifts: TShift[]; tz: string };

const MAX_ENTRIES = 500;

/**
 * Serialised menus by location, kept while the location's catalog version is unchanged (a stock trigger
 * bumps it, see migration 002). A hit costs one small query instead of reading and serialising the whole
 * menu. The shift state `ta` depends on the clock, so it is written into the answer on every call.
 */
export function createMenuCache(db: Queryable) {
  const entries = new Map<string, Entry>();

  async function fresh(location: Location, version: string): Promise<Entry | null> {
    const parts = await loadMenuParts(db, location);
    if (!parts) return null;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    const entry = {
      version,
      dataWithoutTa: JSON.stringify(parts.menu),
      shifts: parts.shifts,
      tz: parts.menu.tz,
    };
    entries.set(`${location.ir}-${location.il}-${location.dk}`, entry);
    return entry;
  }

  return {
    /** The whole `{ ok, data }` answer of POST /srv/getrestomenu as JSON text, or null for no such location. */
    async answer(location: Location, now: Date): Promise<string | null> {
      const version = await catalogVersion(db, location);
      if (version === null) return null;
      const cached = entries.get(`${location.ir}-${location.il}-${location.dk}`);
      const entry = cached?.version === version ? cached : await fresh(location, version);
      if (!entry) return null;
      const ta = shiftState(entry.shifts, now, entry.tz);
      return `{"ok":true,"data":{"ta":${ta},${entry.dataWithoutTa.slice(1)}}`;
    },
  };
}

export type MenuCache = ReturnType<typeof createMenuCache>;
