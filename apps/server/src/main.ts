/**
 * npm run serve: the platform server alone — what production runs (COMANDA_ENV=production, README
 * 'Production checklist'). The demo of `npm start` (browser-mode kiosk, virtual printer, demo data) is a
 * separate entry, dev/main.ts; nothing here imports it.
 */
import { readConfigOrExit } from './config.ts';
import { createShutdown, serverStep, stopOnSignals } from './http/shutdown.ts';
import { platformBanner, startPlatform } from './platform.ts';

const config = readConfigOrExit(process.env);
const platform = await startPlatform(config);
for (const line of platformBanner(config, platform)) console.log(line);
console.log('Ctrl-C para detener.');

// Ctrl-C or SIGTERM: live sockets and requests first, the database last, within a time limit (http/shutdown.ts).
stopOnSignals(
  createShutdown([serverStep(platform.app), { name: 'base de datos', close: () => platform.db.close() }]),
);
