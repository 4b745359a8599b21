import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInstantClock, decodeTickets, ticketLines } from '@comanda/printing';
import { afterEach, describe, expect, it } from 'vitest';
import { type PrintJobFeed, type PrintOutbox, startOutboxSync } from './printer-outbox.ts';
import { type PrinterService, startPrinterService } from './printer-service.ts';
import { fixedSettings, switchablePrinter, TEST_ORDER_TICKET } from './printer-test-doubles.ts';

/** The server's outbox as a test double: pending until acknowledged; acks can be made to fail. */
function fakeOutbox(jobs: { id: string; args: unknown }[]) {
  const acked: string[] = [];
  const outbox: PrintOutbox & { acked: string[]; failAcks: boolean } = {
    acked,
    failAcks: false,
    pending: async () => jobs.filter((j) => !acked.includes(j.id)),
    async ack(id) {
      if (outbox.failAcks) throw new Error('network');
      if (!acked.includes(id)) acked.push(id);
    },
  };
  return outbox;
}

/** A live channel double: the test pushes `dte` events and (re)connections. */
function fakeFeed() {
  let listeners: Parameters<PrintJobFeed['start']>[0] | null = null;
  const feed: PrintJobFeed & {
    push(job: { id: string; args?: unknown }): void;
    connect(): void;
  } = {
    start(l) {
      listeners = l;
      return () => {
        listeners = null;
      };
    },
    push: (job) => listeners?.job(job),
    connect: () => listeners?.connected(),
  };
  return feed;
}

const message = (text: string) => ({ kind: 'message', message: { h: text, c: ['línea'] } });
const services: PrinterService[] = [];
afterEach(async () => {
  for (const s of services.splice(0)) await s.close();
});

async function device(dataDir: string, printer = switchablePrinter()) {
  const settings = fixedSettings({ columns: 38 });
  const service = await startPrinterService({
    dataDir,
    settings,
    emit: () => {},
    transportFor: () => printer,
    clock: createInstantClock(),
    ticketGapMs: 0,
  });
  services.push(service);
  return { service, printer, settings };
}

const headers = (printed: Uint8Array[]) => printed.map((b) => ticketLines(decodeTickets(b)[0]!)[0]);
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('server print jobs on the device', () => {
  it('prints a dte job and a pending one once each, even when both routes deliver them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiosk-outbox-'));
    const { service, printer, settings } = await device(dir);
    const outbox = fakeOutbox([
      { id: 'pj-1', args: message('uno') },
      { id: 'pj-2', args: { kind: 'order', ...TEST_ORDER_TICKET } },
    ]);
    const feed = fakeFeed();
    const sync = startOutboxSync({ outbox, feed, printer: service, settings: settings.current });
    feed.push({ id: 'pj-1', args: message('uno') });
    feed.connect(); // lists pj-1 (maybe still printing) and pj-2
    feed.push({ id: 'pj-1', args: message('uno') });
    await until(() => outbox.acked.length === 2);
    await sync.sync();
    await until(() => sync.inFlight() === 0);
    expect(headers(printer.printed)).toEqual(['uno', 'Café Ñandú']);
    expect(outbox.acked).toEqual(['pj-1', 'pj-2']);
    sync.stop();
  });

  it('a dte without args (too big for a notice) is fetched from the pending list', async () => {
    const { service, printer, settings } = await device(await mkdtemp(join(tmpdir(), 'kiosk-outbox-')));
    const outbox = fakeOutbox([{ id: 'pj-big', args: message('grande') }]);
    const feed = fakeFeed();
    const sync = startOutboxSync({ outbox, feed, printer: service, settings: settings.current });
    feed.push({ id: 'pj-big' });
    await until(() => outbox.acked.length === 1);
    expect(headers(printer.printed)).toEqual(['grande']);
    sync.stop();
  });

  it('an ack that did not land is sent again after a restart, without printing again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiosk-outbox-'));
    const outbox = fakeOutbox([{ id: 'pj-7', args: message('siete') }]);
    outbox.failAcks = true;
    const first = await device(dir);
    const feed = fakeFeed();
    const before = startOutboxSync({
      outbox,
      feed,
      printer: first.service,
      settings: first.settings.current,
    });
    feed.connect();
    await until(() => first.printer.printed.length === 1);
    await until(() => before.inFlight() === 0);
    before.stop();
    await first.service.close();

    outbox.failAcks = false;
    const second = await device(dir);
    const again = fakeFeed();
    const after = startOutboxSync({
      outbox,
      feed: again,
      printer: second.service,
      settings: second.settings.current,
    });
    again.connect();
    await until(() => outbox.acked.length === 1);
    expect(second.printer.printed).toHaveLength(0);
    after.stop();
  });

  it('leaves a job it cannot print pending at the server, and goes on with the next', async () => {
    const { service, printer, settings } = await device(await mkdtemp(join(tmpdir(), 'kiosk-outbox-')));
    const logs: string[] = [];
    const outbox = fakeOutbox([
      { id: 'pj-bad', args: { kind: 'order', order: { id: 'x' } } },
      { id: 'pj-ok', args: message('bien') },
    ]);
    const feed = fakeFeed();
    const sync = startOutboxSync({
      outbox,
      feed,
      printer: service,
      settings: settings.current,
      log: (m) => logs.push(m),
    });
    feed.connect();
    await until(() => outbox.acked.length === 1);
    expect(outbox.acked).toEqual(['pj-ok']);
    expect(headers(printer.printed)).toEqual(['bien']);
    expect(logs.join('\n')).toMatch(/pj-bad/);
    sync.stop();
  });
});
