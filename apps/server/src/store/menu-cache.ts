import { shiftState, type TShift } from '@comanda/domain';
import type { Database, Unlisten } from '../db/database.ts';
import { catalogVersion, loadMenuParts } from './restaurants.ts';

type Location = { ir: string; il: string; dk: string };
type Entry = {
  version: string;
  /** The restaurant's notice count when the version was last confirmed (see `trusted`). */
  notices: number;
  dataWithoutTa: string;
  shifts: TShift[];
  tz: string;
};

const MAX_ENTRIES = 500;

/** Every committed change to a restaurant or stock row is announced here (migration 006). */
export const CATALOG_CHANNEL = 'comanda_catalog';

/**
 * Serialised menus by location, kept while the location's catalog version is unchanged (a stock trigger
 * bumps it, see migration 002). A hit costs one small query instead of reading and serialising the whole
 * menu. The shift state `ta` depends on the clock, so it is written into the answer on every call.
 *
 * Embedded (PGlite), even that query is skipped, and a menu call costs no database work at all: that one
 * query was most of the call's time (bench: the menu at 0.3 of the trivial route with it, above 2 without).
 * It stays exact — a menu answer still shows every stock change committed before the call — because
 * PGlite is one session in this process: the catalog NOTIFY of migration 006 is handed over while the
 * writer's commit is answered, before any later request can run, whoever the writer is. A counter of
 * notices per restaurant, read before the version is, makes a menu loaded while a change commits untrusted.
 * On PostgreSQL other instances write too and their notices arrive whenever the listening connection
 * reads them, so there the version is still asked on every call: correct across instances.
 */
export function createMenuCache(db: Database) {
  const entries = new Map<string, Entry>();
  const notices = new Map<string, number>();
  const trustNotices = db.kind === 'pglite';
  let unlisten: Unlisten | undefined;

  const keyOf = (l: Location) => `${l.ir}-${l.il}-${l.dk}`;
  const noticesOf = (ir: string) => notices.get(ir) ?? 0;

  async function fresh(location: Location, version: string, seen: number): Promise<Entry | null> {
    const parts = await loadMenuParts(db, location);
    if (!parts) return null;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    const entry = {
      version,
      notices: seen,
      dataWithoutTa: JSON.stringify(parts.menu),
      shifts: parts.shifts,
      tz: parts.menu.tz,
    };
    entries.set(keyOf(location), entry);
    return entry;
  }

  return {
    /** Starts following catalog notices (embedded only; see above). */
    async start() {
      if (!trustNotices) return;
      unlisten = await db.listen(CATALOG_CHANNEL, (ir) => notices.set(ir, noticesOf(ir) + 1));
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
    /** The whole `{ ok, data }` answer of POST /srv/getrestomenu as JSON text, or null for no such location. */
    async answer(location: Location, now: Date): Promise<string | null> {
      const cached = entries.get(keyOf(location));
      const seen = noticesOf(location.ir);
      const trusted = unlisten !== undefined && cached?.notices === seen;
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
      const ta = shiftState(entry.shifts, now, entry.tz);
      return `{"ok":true,"data":{"ta":${ta},${entry.dataWithoutTa.slice(1)}}`;
    },
  };
}

export type MenuCache = ReturnType<typeof createMenuCache>;
