import { nextOpening, shiftState, type TShift } from '@comanda/domain';
import type { Database } from '../db/database.ts';
import { CATALOG_CHANNEL, createNoticeCounter } from './notice-counter.ts';
import { catalogVersion, loadMenuParts } from './restaurants.ts';

type Location = { ir: string; il: string; dk: string };
type Entry = {
  version: string;
  /** The restaurant's notice count when the version was last confirmed (see notice-counter.ts). */
  notices: number | null;
  dataWithoutTa: string;
  shifts: TShift[];
  holidays: string[] | undefined;
  tz: string;
};

const MAX_ENTRIES = 500;

/**
 * Serialised menus by location, kept while the location's catalog version is unchanged (a stock trigger
 * bumps it, see migration 002). A hit costs one small query instead of reading and serialising the whole
 * menu. The shift state `ta` depends on the clock, so it is written into the answer on every call.
 *
 * Embedded (PGlite), even that query is skipped while no catalog notice arrived for the restaurant (see
 * notice-counter.ts), and a menu call costs no database work at all: that one query was most of the
 * call's time (bench: the menu at 0.3 of the trivial route with it, above 2 without).
 */
export function createMenuCache(db: Database) {
  const entries = new Map<string, Entry>();
  const notices = createNoticeCounter(db, CATALOG_CHANNEL);

  const keyOf = (l: Location) => `${l.ir}-${l.il}-${l.dk}`;

  async function fresh(location: Location, version: string, seen: number | null): Promise<Entry | null> {
    const parts = await loadMenuParts(db, location);
    if (!parts) return null;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    const entry = {
      version,
      notices: seen,
      dataWithoutTa: JSON.stringify(parts.menu),
      shifts: parts.shifts,
      holidays: parts.holidays,
      tz: parts.menu.tz,
    };
    entries.set(keyOf(location), entry);
    return entry;
  }

  return {
    /** Starts following catalog notices (embedded only; see above). */
    start: notices.start,
    stop: notices.stop,
    /** The whole `{ ok, data }` answer of POST /srv/getrestomenu as JSON text, or null for no such location. */
    async answer(location: Location, now: Date): Promise<string | null> {
      const cached = entries.get(keyOf(location));
      const seen = notices.seen(location.ir);
      const trusted = seen !== null && cached?.notices === seen;
      let entry: Entry | null | undefined = trusted ? cached : undefined;
      if (!entry) {
        const version = await catalogVersion(db, location);
        if (version === null) return null;
        if (cached?.version === version) {
          cached.notices = seen;
          entry = cached;
        } else entry = await fresh(location, version, seen);
      }
      if (!entry) return null;
      const ta = shiftState(entry.shifts, now, entry.tz, entry.holidays);
      // A closed venue says when it opens next (issue 15 item 2): asked only while closed.
      const opensAt = ta === -1 ? nextOpening(entry.shifts, now, entry.tz, entry.holidays) : null;
      const next = opensAt ? `"opensAt":${JSON.stringify(opensAt)},` : '';
      return `{"ok":true,"data":{"ta":${ta},${next}${entry.dataWithoutTa.slice(1)}}`;
    },
  };
}

export type MenuCache = ReturnType<typeof createMenuCache>;
