import { createKioskPairingClient } from '@comanda/api-client';
import type { TDeviceInfo } from '../bridge/channels.ts';
import { createCardPayment } from './card-payment.ts';
import { createSandboxCardTerminal } from './card-terminal.ts';
import { deviceOrdersClient } from './device-orders-client.ts';
import { createDeviceReporter } from './device-report.ts';
import { openDeviceStore } from './device-store.ts';
import { createEventBus } from './event-bus.ts';
import { createHandlerTable, createInvoke } from './handlers.ts';
import { createInactivityWatchdog, type ResetReason } from './inactivity-watchdog.ts';
import { createKioskCalls } from './kiosk-calls.ts';
import { createOrderPlacement } from './order-placement.ts';
import { createPairingService } from './pairing.ts';
import { createPlatform } from './platform.ts';
import { createLivePrintFeed } from './printer-live-feed.ts';
import { createHttpPrintOutbox, startOutboxSync } from './printer-outbox.ts';
import { startPrinterService } from './printer-service.ts';
import { createPrinterSettings } from './printer-settings.ts';
import type { SecretBox } from './secret-box.ts';
import { createKioskSession } from './session.ts';
import { createTechnicianAccess } from './technician-pin.ts';
import { createTicketWatch } from './ticket-watch.ts';
import { createTokenRefresher } from './token-refresh.ts';
import { KIOSK_VERSION } from './version.ts';

/**
 * Wires the device services for one process (Electron main or the browser host): the store in
 * `dataDir`, platform calls to `serverUrl`, pairing, token refresh, the inactivity watchdog, the event
 * bus, and the invoke function both transports call.
 */
export async function startDeviceServices(opts: {
  serverUrl: string;
  dataDir: string;
  shell: TDeviceInfo['shell'];
  /** Dev-only channels (dev.timeScale): browser mode, or Electron with COMANDA_KIOSK_DEV=1. */
  dev?: boolean;
  fetch?: typeof fetch;
  /** Replaces printerConfig.tbpip: the server's virtual printer in browser mode, COMANDA_PRINTER in Electron. */
  printerAddress?: string;
  /** Seals the device token at rest: Electron's safeStorage; browser mode has none. */
  secrets?: SecretBox;
}) {
  const store = await openDeviceStore(opts.dataDir, undefined, {
    ...(opts.secrets ? { secrets: opts.secrets } : {}),
    onCorrupt: (keptAs) =>
      console.warn(
        `device store unreadable: kept as ${keptAs} in ${opts.dataDir}; the totem must be paired again`,
      ),
  });
  const technician = createTechnicianAccess({ store });
  const session = createKioskSession(store);
  const events = createEventBus();
  const baseUrl = opts.serverUrl.replace(/\/+$/, '');
  const api = createKioskPairingClient({
    baseUrl,
    kiosk: true,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const platform = createPlatform({
    serverUrl: opts.serverUrl,
    identity: session.identity,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  // The printer's settings come from the restaurant's kiosk configuration (issue 12 item 2): read again
  // once paired, when a portal diner chooses a restaurant, and when a job prints (fresh within a minute).
  const printerSettings = createPrinterSettings({
    platform,
    ...(opts.printerAddress ? { addressOverride: opts.printerAddress } : {}),
  });
  const kioskCalls = createKioskCalls({ api, session, serverUrl: opts.serverUrl });
  const calls: typeof kioskCalls = {
    ...kioskCalls,
    async choose(ir) {
      await kioskCalls.choose(ir);
      await printerSettings.refresh(true);
    },
  };
  // A device just paired reports at once, so /staff/kiosks shows its first contact without waiting.
  const pairing = createPairingService({
    api,
    store,
    emit: (event) => {
      events.emit(event);
      if (event.type === 'pairing' && event.state.status === 'paired') {
        void reporter.reportNow();
        void printerSettings.refresh(true);
      }
    },
  });
  const tokens = createTokenRefresher({ api, store, emit: events.emit });

  // The payment step (spec/3 §4 'Payment'): orders saved as this device, and the SANDBOX card terminal
  // (card-terminal.ts) until a real terminal adapter exists.
  const ordersClient = deviceOrdersClient({
    serverUrl: baseUrl,
    identity: session.identity,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const terminal = createSandboxCardTerminal({
    id: process.env.COMANDA_TERMINAL_ID || 'SANDBOX-1',
    delayMs: 800,
  });
  const orders = createOrderPlacement({
    store,
    session,
    client: ordersClient,
    terminalId: terminal.id,
    serverUrl: baseUrl,
    chargedAwaitingReport: (iped) => card.pending().some((r) => r.iped === iped && r.approved),
  });
  const card = createCardPayment({
    store,
    orders,
    client: ordersClient,
    terminal,
    currency: async () => (await platform.restaurant()).cfg.app.cur.code,
  });
  card.start();
  const tickets = createTicketWatch(events.emit);

  // spec/3 §9: the reset clears the kiosk cart and sends the device home (Welcome, or the portal's
  // chooser) with a reload. An order saved and left unpaid, on whatever screen, is cancelled at the
  // platform first, so its stock goes back (issue 12 item 4): the 180 s reset as well as PayOrder's 300 s.
  const onReset = async (reason: ResetReason) => {
    await orders.cancel();
    session.forgetChoice();
    technician.lock();
    events.emit({ type: 'reset', target: session.home(), reason });
  };
  const watchdog = createInactivityWatchdog({ emit: events.emit, onReset });
  watchdog.start();
  void tokens.start();

  // The printer (DESIGN 'How data flows' 6) and the server's print jobs for this device (dte, pending, ack).
  void printerSettings.refresh();
  const printer = await startPrinterService({
    dataDir: opts.dataDir,
    settings: printerSettings,
    emit: events.emit,
  });
  const outboxSync = startOutboxSync({
    outbox: createHttpPrintOutbox({
      serverUrl: baseUrl,
      identity: session.identity,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    }),
    feed: createLivePrintFeed({
      serverUrl: baseUrl,
      token: () => session.identity()?.to || null,
      onOrder: ({ iped, sp, ss }) => events.emit({ type: 'order', iped, sp, ss }),
      restaurant: () => session.identity()?.ir ?? null,
      onStock: ({ ir, levels }) => events.emit({ type: 'stock', ir, levels }),
      onCatalog: ({ ir }) => events.emit({ type: 'catalog', ir }),
    }),
    printer,
    // Fresh within a minute for each job: a changed width or message reaches the next ticket.
    settings: () => printerSettings.refresh(),
    onPrinted: (_id, args) => tickets.jobPrinted(args),
  });

  // Last contact, version and printer for /staff/kiosks; a revoked device goes back to pairing.
  const reporter = createDeviceReporter({
    api,
    store,
    session,
    version: KIOSK_VERSION,
    printer: printer.quietStatus,
    emit: events.emit,
  });
  reporter.start();

  const info: TDeviceInfo = { shell: opts.shell, serverUrl: opts.serverUrl, version: KIOSK_VERSION };
  const invoke = createInvoke(
    createHandlerTable({
      store,
      platform,
      info,
      session,
      calls,
      pairing,
      watchdog,
      events,
      printer,
      technician,
      orders,
      card,
      tickets,
      setTerminalMode: terminal.setMode,
      dev: opts.dev ?? opts.shell === 'browser',
    }),
  );
  const close = async () => {
    pairing.stop();
    reporter.stop();
    tokens.stop();
    watchdog.stop();
    card.stop();
    events.close();
    outboxSync.stop();
    await printer.close();
    await store.close();
  };
  return { store, invoke, events, printer, technician, reporter, close };
}
