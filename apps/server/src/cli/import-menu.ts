/**
 * npm run import -- <file.json | folder> [...]: loads real restaurants (and portals) in the demo's format
 * into the configured database (DATABASE_URL or the PGlite folder COMANDA_DATA_DIR). All or nothing.
 */
import { readFileSync, statSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { readCatalogFolder } from '../demo/catalog-folder.ts';
import { CatalogError } from '../store/catalog-error.ts';
import { type Catalog, importCatalog, parsePortal, parseRestaurant } from '../store/catalog-import.ts';

function readSource(path: string): Catalog {
  if (statSync(path).isDirectory()) return readCatalogFolder(path);
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const isPortal = typeof json === 'object' && json !== null && 'restaurants' in json && !('menu' in json);
  return isPortal
    ? { restaurants: [], portals: [parsePortal(path, json)] }
    : { restaurants: [parseRestaurant(path, json)], portals: [] };
}

async function main(paths: string[]): Promise<number> {
  if (paths.length === 0) {
    console.error('Uso: npm run import -- <restaurante.json | carpeta> [...]');
    return 2;
  }
  let catalog: Catalog;
  try {
    const parts = paths.map(readSource);
    catalog = {
      restaurants: parts.flatMap((p) => p.restaurants),
      portals: parts.flatMap((p) => p.portals),
    };
  } catch (error) {
    if (error instanceof CatalogError) {
      console.error(`No se importó nada. ${error.source}:`);
      for (const problem of error.problems) console.error(`  - ${problem}`);
      return 1;
    }
    console.error(`No se importó nada: ${(error as Error).message}`);
    return 1;
  }
  const config = readConfig(process.env);
  const db = await openDatabase(config);
  try {
    await importCatalog(db, catalog);
    console.log(
      `Importados ${catalog.restaurants.length} restaurantes y ${catalog.portals.length} portales.`,
    );
    return 0;
  } catch (error) {
    console.error(`No se importó nada: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
