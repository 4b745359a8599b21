/**
 * npm start: the friendly demo — the platform (../platform.ts) plus what only a demo needs, each behind
 * its switch (../config-surfaces.ts): the demo restaurants, the virtual printer and its /printer page,
 * and browser-mode totems at /kiosk/, the default one paired to a demo restaurant with a real token.
 * The platform never imports this folder; in production every switch here starts off.
 */
import { join } from 'node:path';
import { SOCIAL_PROVIDERS } from '@comanda/domain';
import { createBrowserHost } from '@comanda/kiosk-device/browser-host';
import { defaultPaths } from '../app.ts';
import { readConfigOrExit } from '../config.ts';
import { loadDemoIfEmpty } from '../demo/catalog-folder.ts';
import { createShutdown, serverStep, stopOnSignals } from '../http/shutdown.ts';
import { platformBanner, startPlatform } from '../platform.ts';
import { DEMO_TOTEM_PIN, demoTotemIdentity } from './demo-totem.ts';
import { kioskHostRoutes } from './kiosk-host-routes.ts';
import { startLocalIdp } from './local-idp.ts';
import { printerPageRoutes } from './printer-page.ts';
import { startVirtualPrinterService } from './virtual-printer.ts';

const config = readConfigOrExit(process.env);
const { surfaces } = config;

const virtualPrinter = surfaces.virtualPrinter
  ? await startVirtualPrinterService(surfaces.virtualPrinter)
  : null;
// The local identity provider answers for every social provider the configuration does not name.
const configuredSocial = new Set(config.socialProviders.map((setting) => setting.id));
const standIns = SOCIAL_PROVIDERS.filter((id) => !configuredSocial.has(id));
const sandboxIdentity =
  surfaces.sandboxIdentity && standIns.length
    ? await startLocalIdp({ ...surfaces.sandboxIdentity, publicUrl: config.publicUrl, providers: standIns })
    : null;
let kioskHost: Awaited<ReturnType<typeof createBrowserHost>> | undefined;

const platform = await startPlatform(config, {
  prepare: async (db) => {
    if (surfaces.demoData && (await loadDemoIfEmpty(db)))
      console.log('Datos de demostración cargados (resources/demo).');
  },
  plugins: [
    ...(virtualPrinter ? [printerPageRoutes(() => virtualPrinter.printer)] : []),
    ...(surfaces.browserKiosk
      ? [kioskHostRoutes(() => kioskHost, { devChannels: surfaces.kioskDevChannels })]
      : []),
  ],
  kioskDist: surfaces.browserKiosk ? defaultPaths.kioskDist : null,
  sandboxSocial: sandboxIdentity?.settings ?? [],
});

if (surfaces.browserKiosk) {
  // The default totem starts as the demo's own device (COMANDA_KIOSK_SEED=0: unpaired, to try pairing
  // from /staff/kiosks). Other browser devices (/kiosk/?device=name) always start unpaired.
  const seedIdentity =
    process.env.COMANDA_KIOSK_SEED === '0' ? null : await demoTotemIdentity(platform.db, new Date());
  const maxBrowserDevices = Math.trunc(Number(process.env.COMANDA_BROWSER_KIOSK_DEVICES ?? 0)) || 0;
  kioskHost = await createBrowserHost({
    serverUrl: `http://127.0.0.1:${platform.port}`,
    dataDir: join(config.dataDir, 'kiosk-browser'),
    dev: surfaces.kioskDevChannels,
    // The end-to-end suites open a totem per spec and screen size, more than a demo ever needs.
    ...(maxBrowserDevices > 0 ? { maxDevices: maxBrowserDevices } : {}),
    // Its technician PIN (the hidden menu: five taps in the top-left corner), as pairing would have set it.
    ...(seedIdentity ? { seedIdentity, seedPin: process.env.COMANDA_KIOSK_SEED_PIN || DEMO_TOTEM_PIN } : {}),
    // Browser-mode totems have no printer of their own: they print to the demo's virtual printer.
    ...(virtualPrinter?.address ? { printerAddress: virtualPrinter.address } : {}),
  });
}

const { origin } = platform;
for (const line of platformBanner(config, platform)) console.log(line);
if (kioskHost) console.log(`  Kiosco (navegador):   ${origin}/kiosk/`);
if (virtualPrinter)
  console.log(
    virtualPrinter.address
      ? `  ${virtualPrinter.banner} — tickets en ${origin}/printer`
      : `  ${virtualPrinter.banner}`,
  );
if (sandboxIdentity) console.log(`  Proveedor de identidad de prueba: ${sandboxIdentity.issuer}`);
console.log('Ctrl-C para detener.');

// Ctrl-C or SIGTERM: live sockets and requests first, the database last, within a time limit (http/shutdown.ts).
stopOnSignals(
  createShutdown([
    serverStep(platform.app),
    { name: 'kiosco del navegador', close: async () => kioskHost?.close() },
    { name: 'impresora virtual', close: async () => virtualPrinter?.close() },
    { name: 'proveedor de identidad de prueba', close: async () => sandboxIdentity?.close() },
    { name: 'base de datos', close: () => platform.db.close() },
  ]),
);
