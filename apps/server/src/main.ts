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
import { createShutdown, serverStep, stopOnSignals } from './http/shutdown.ts';
import { createMailer } from './mail/mailer.ts';
import { startHoldSweeper } from './services/hold-sweeper.ts';
import { startOrderTimeoutSweeper } from './services/order-timeout-sweeper.ts';
import { readVirtualPrinterSetting, startVirtualPrinterService } from './services/virtual-printer-service.ts';
import { firstKioskRestaurant } from './store/restaurants.ts';

const config = readConfig(process.env);
const db = await openDatabase(config);
if (await loadDemoIfEmpty(db)) console.log('Datos de demostración cargados (resources/demo).');

// Before the app: /printer shows its tickets, and the browser-mode kiosk prints to it.
const virtualPrinter = await startVirtualPrinterService(
  readVirtualPrinterSetting(process.env.COMANDA_VIRTUAL_PRINTER),
);

let kioskHost: KioskHost | undefined;
const mailer = createMailer(config.smtpUrl);
const app = await buildApp(
  { db, mailer, kioskHost: () => kioskHost, virtualPrinter: () => virtualPrinter.printer },
  { logLevel: config.logLevel },
);
// Expired cart holds go back to stock at start and every minute (spec/1 §4 'Cart lifecycle').
const sweeper = startHoldSweeper(db, () => new Date(), {
  info: (message) => app.log.info(message),
  error: (message) => app.log.error(message),
});
app.addHook('onClose', () => sweeper.stop());
// Orders nobody handles: cancelled by timeout (ss -3), unacknowledged tickets flagged (spec/1 §4).
const timeoutSweeper = startOrderTimeoutSweeper(db, () => new Date(), app.log);
app.addHook('onClose', () => timeoutSweeper.stop());
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;

// For `npm start` convenience the default browser-mode kiosk starts as a device of the first restaurant
// with a kiosk configuration (COMANDA_KIOSK_SEED=0 starts it unpaired, to try pairing from /staff/kiosks).
// Other browser devices (/kiosk/?device=name) always start unpaired.
const kioskRestaurant = process.env.COMANDA_KIOSK_SEED === '0' ? null : await firstKioskRestaurant(db);
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
// Off (COMANDA_BROWSER_KIOSK=off), /kiosk-host/invoke answers 503 and no device service runs here.
kioskHost = config.browserKiosk
  ? await createBrowserHost({
      serverUrl: `http://127.0.0.1:${port}`,
      dataDir: join(config.dataDir, 'kiosk-browser'),
      seedIdentity,
      // Browser-mode totems have no printer of their own: they print to this server's virtual printer.
      ...(virtualPrinter.address ? { printerAddress: virtualPrinter.address } : {}),
    })
  : undefined;

console.log(`Comanda escuchando (${db.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'})`);
console.log(`  Sitio de comensales:  ${origin}/`);
if (kioskHost) console.log(`  Kiosco (navegador):   ${origin}/kiosk/`);
console.log(`  API:                  ${origin}/srv/health`);
if (!mailer.smtp) console.log(`  Buzón (sin SMTP_URL): ${origin}/dev/outbox`);
console.log(
  virtualPrinter.address
    ? `  ${virtualPrinter.banner} — tickets en ${origin}/printer`
    : `  ${virtualPrinter.banner}`,
);
console.log('Ctrl-C para detener.');

// Ctrl-C or SIGTERM: live sockets and requests first, the database last, within a time limit (http/shutdown.ts).
stopOnSignals(
  createShutdown([
    serverStep(app),
    { name: 'kiosco del navegador', close: async () => kioskHost?.close() },
    { name: 'impresora virtual', close: () => virtualPrinter.close() },
    { name: 'base de datos', close: () => db.close() },
  ]),
);
