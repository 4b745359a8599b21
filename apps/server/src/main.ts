/**
 * npm start / npm run serve: the platform server with the built diner site and browser-mode kiosk.
 * PGlite in COMANDA_DATA_DIR unless DATABASE_URL points at PostgreSQL; demo data on first start.
 */
import { join } from 'node:path';
import type { TKioskIdentity } from '@comanda/domain';
import { createBrowserHost } from '@comanda/kiosk/browser-host';
import { buildApp, type KioskHost } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { loadDemoIfEmpty } from './demo/catalog-folder.ts';
import { firstKioskRestaurant } from './store/restaurants.ts';

const config = readConfig(process.env);
const db = await openDatabase(config);
if (await loadDemoIfEmpty(db)) console.log('Datos de demostración cargados (resources/demo).');

let kioskHost: KioskHost | undefined;
const app = await buildApp({ db, kioskHost: () => kioskHost }, { logLevel: config.logLevel });
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;

// Until a technician pairs it (kiosk issue), the browser-mode kiosk starts as a device of the first
// restaurant that has a kiosk configuration.
const kioskRestaurant = await firstKioskRestaurant(db);
const seedIdentity: TKioskIdentity | undefined = kioskRestaurant?.kiosk
  ? {
      ir: kioskRestaurant.ir,
      il: kioskRestaurant.il,
      dk: kioskRestaurant.dk,
      nm: kioskRestaurant.kiosk.nombre,
      dp: 'browser',
      iu: 'browser-kiosk',
      to: '',
      pa: kioskRestaurant.pais,
      sid: kioskRestaurant.simpleId,
      amb: 'PROD',
    }
  : undefined;
kioskHost = await createBrowserHost({
  serverUrl: `http://127.0.0.1:${port}`,
  dataDir: join(config.dataDir, 'kiosk-browser'),
  seedIdentity,
});

console.log(`Comanda escuchando (${db.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'})`);
console.log(`  Sitio de comensales:  ${origin}/`);
console.log(`  Kiosco (navegador):   ${origin}/kiosk/`);
console.log(`  API:                  ${origin}/srv/health`);
console.log('Ctrl-C para detener.');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: deteniendo…`);
  await app.close();
  await kioskHost?.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
