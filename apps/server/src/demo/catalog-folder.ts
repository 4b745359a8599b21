import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';
import {
  type Catalog,
  importCatalog,
  parsePortal,
  parseRestaurant,
  parseStaff,
} from '../store/catalog-import.ts';
import { parseCoupons } from '../store/coupons.ts';

/** resources/demo of this repository. */
export const DEMO_DIR = fileURLToPath(new URL('../../../../resources/demo', import.meta.url));

const jsonFiles = (dir: string) => {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
};

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Reads and checks a catalog folder (restaurants/, portals/, staff/, coupons/ *.json); throws CatalogError
 * naming the file.
 */
export function readCatalogFolder(dir: string): Catalog {
  return {
    restaurants: jsonFiles(join(dir, 'restaurants')).map((f) => parseRestaurant(f, readJson(f))),
    portals: jsonFiles(join(dir, 'portals')).map((f) => parsePortal(f, readJson(f))),
    staff: jsonFiles(join(dir, 'staff')).flatMap((f) => parseStaff(f, readJson(f))),
    coupons: jsonFiles(join(dir, 'coupons')).flatMap((f) => parseCoupons(f, readJson(f))),
  };
}

/** Loads the demo restaurants on first start: only into a database with no restaurant yet. */
export async function loadDemoIfEmpty(db: Database, dir = DEMO_DIR): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::integer as n from restaurants');
  if ((row?.n ?? 0) > 0) return false;
  await importCatalog(db, readCatalogFolder(dir));
  return true;
}
