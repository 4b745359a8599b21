/**
 * Printing numbers for `npm run bench` (issue 6): encoding time per order ticket, and the time from
 * 'order paid' to the first byte of its ticket at the virtual printer, through the real path — staff marks
 * the order paid on the server (POST /srv/staff/order 'paid') → the outbox's `dte` live event over a real
 * WebSocket → the kiosk printer service (file job store, print queue, TCP transport) → the virtual printer
 * over loopback TCP. Also the device half alone (printer.printOrder → first byte), to split the two.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TKioskIdentity } from '@comanda/domain';
import { createLivePrintFeed } from '@comanda/kiosk-device/services/printer-live-feed.ts';
import { createHttpPrintOutbox, startOutboxSync } from '@comanda/kiosk-device/services/printer-outbox.ts';
import { startPrinterService } from '@comanda/kiosk-device/services/printer-service.ts';
import { createPrinterSettings } from '@comanda/kiosk-device/services/printer-settings.ts';
import { TEST_ORDER_TICKET } from '@comanda/kiosk-device/services/printer-test-doubles.ts';
import { benchEncoding, startVirtualPrinter, type VirtualPrinter } from '@comanda/printing';
import { buildApp } from '../../apps/server/src/app.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPglite } from '../../apps/server/src/db/pglite.ts';
import { loadDemoIfEmpty } from '../../apps/server/src/demo/catalog-folder.ts';
import {
  AT,
  bearer,
  pairKiosk,
  pickupOrder,
  saveOrder,
} from '../../apps/server/src/routes/orders-fixtures.ts';
import { signIn } from '../../apps/server/src/testing/sign-in.ts';

const ORDERS = Number(process.env.BENCH_PRINT_ORDERS ?? 50);

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p99: at(0.99) };
};

/** Resolves with the `performance.now()` of the next ticket's first byte, once that ticket is cut. */
function nextTicket(printer: VirtualPrinter): Promise<number> {
  return new Promise((resolve) => {
    let firstByte = 0;
    const onPrinting = (at: number) => {
      firstByte ||= at;
    };
    const onTicket = () => {
      printer.off('printing', onPrinting);
      printer.off('ticket', onTicket);
      resolve(firstByte);
    };
    printer.on('printing', onPrinting);
    printer.on('ticket', onTicket);
  });
}

export async function benchPrinting(): Promise<string[]> {
  const encoding = benchEncoding(1000);

  // The platform at the fixtures' open hour (the demo venues keep hours), listening on loopback.
  const db = await openPglite();
  await migrate(db);
  await loadDemoIfEmpty(db);
  const app = await buildApp({ db, clock: () => AT });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const printer = await startVirtualPrinter({ port: 0 });

  // A kiosk of the pizzeria: its token subscribes to the venue's print jobs, as a paired totem's does.
  const kiosk = await pairKiosk(app);
  const identity = () => ({ to: kiosk.token, amb: 'PROD' }) as TKioskIdentity;
  const settings = createPrinterSettings({
    platform: { restaurant: () => Promise.reject(new Error('not needed')) },
    addressOverride: `tcp://${printer.host}:${printer.port}`,
  });
  const service = await startPrinterService({
    dataDir: await mkdtemp(join(tmpdir(), 'bench-printer-')),
    settings,
    emit: () => {},
  });
  const live = createLivePrintFeed({ serverUrl, token: () => kiosk.token });
  let connected!: () => void;
  const subscribed = new Promise<void>((resolve) => (connected = resolve));
  const sync = startOutboxSync({
    outbox: createHttpPrintOutbox({ serverUrl, identity }),
    feed: {
      start: (listeners) =>
        live.start({
          job: listeners.job,
          connected: () => {
            listeners.connected();
            connected();
          },
        }),
    },
    printer: service,
    settings: settings.current,
  });
  await subscribed;

  const diner = await signIn(app, 'bench-print@comanda.demo');
  const cocina = await signIn(app, 'cocina@comanda.demo', 5000);
  const paidToByte: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const iped = (await saveOrder(app, diner, pickupOrder())).json().data.order.iped as string;
    const printed = nextTicket(printer);
    const start = performance.now();
    const paid = await app.inject({
      method: 'POST',
      url: '/srv/staff/order',
      headers: bearer(cocina),
      payload: { iped, action: 'paid' },
    });
    if (paid.statusCode !== 200) throw new Error(`paid failed: ${paid.body}`);
    paidToByte.push((await printed) - start);
  }
  await service.queue.idle();

  const enqueueToByte: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const printed = nextTicket(printer);
    const start = performance.now();
    await service.printOrder({ jobId: `bench-${i}`, ...TEST_ORDER_TICKET, options: {} });
    enqueueToByte.push((await printed) - start);
  }

  sync.stop();
  await service.close();
  await printer.close();
  await app.close();
  await db.close();

  const real = stats(paidToByte);
  const device = stats(enqueueToByte);
  return [
    `\nPrinting (issue 6)`,
    `  encode one order ticket (8 lines, QR + PDF417): median ${encoding.medianMicros.toFixed(0)} µs  p99 ${encoding.p99Micros.toFixed(0)} µs  (${encoding.bytes} bytes)`,
    `  order paid → first byte at the virtual printer, real path (staff 'paid' → dte over WebSocket → kiosk queue → TCP), ${ORDERS} orders: median ${real.median.toFixed(1)} ms  p99 ${real.p99.toFixed(1)} ms`,
    `  kiosk printer.printOrder → first byte (device half alone, file store + TCP), ${ORDERS} orders: median ${device.median.toFixed(1)} ms  p99 ${device.p99.toFixed(1)} ms`,
  ];
}

// Run on its own: npx tsx tests/bench/printing.ts
if (import.meta.url === `file://${process.argv[1]}`)
  for (const line of await benchPrinting()) console.log(line);
