import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInstantClock } from '@comanda/printing';
import { afterEach, describe, expect, it } from 'vitest';
import type { KioskEvent } from '../bridge/events.ts';
import { type PrinterService, startPrinterService } from './printer-service.ts';
import { fixedSettings, switchablePrinter, TEST_ORDER_TICKET } from './printer-test-doubles.ts';

let service: PrinterService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

async function start(printer = switchablePrinter()) {
  const events: KioskEvent[] = [];
  service = await startPrinterService({
    dataDir: await mkdtemp(join(tmpdir(), 'kiosk-printer-')),
    settings: fixedSettings({ address: 'tcp://printer.test:9100', columns: 42, title: 'Totem 1' }),
    emit: (event) => events.push(event),
    transportFor: () => printer,
    clock: createInstantClock(),
    ticketGapMs: 0,
  });
  return { service, printer, events };
}

describe('kiosk printer service', () => {
  it('prints the test ticket and answers its preview decoded from the bytes sent', async () => {
    const { service, printer } = await start();
    const result = await service.test(2000);
    expect(result.printed).toBe(true);
    expect(printer.printed).toHaveLength(1);
    expect(result.lines.join('\n')).toContain('á é í ó ú ü ñ Ñ ¿? ¡! €');
    expect(result.lines).toContain('Totem 1');
    expect(result.qr).toEqual(['https://comanda.app/prueba']);
    expect(result.pdf417[0]).toMatch(/^PRUEBA\|0\|/);
    expect(result.previewHtml).toContain('class="symbol qr ');
    expect(result.previewHtml).toContain('class="symbol pdf417 ');
    expect(result.status).toMatchObject({ target: 'tcp://printer.test:9100', columns: 42, connected: true });
  });

  it('answers printOrder once the job is stored, before paper, and dedupes by job id', async () => {
    const printer = switchablePrinter();
    printer.on = false;
    const { service, events } = await start(printer);
    const input = { jobId: 'order-A1', ...TEST_ORDER_TICKET, options: {} };
    await expect(service.printOrder(input)).resolves.toEqual({ jobId: 'order-A1', duplicate: false });
    expect(printer.printed).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 20));
    // One non-blocking notice for the outage, with the error, not one per retry.
    expect(events.filter((e) => e.type === 'printer')).toEqual([
      expect.objectContaining({
        notice: 'failing',
        status: expect.objectContaining({ lastError: expect.stringContaining('ECONNREFUSED') }),
      }),
    ]);
    expect(await service.status()).toMatchObject({ connected: false, queue: { state: 'waiting-retry' } });
    printer.on = true;
    await service.queue.idle();
    expect(printer.printed).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'printer', notice: 'recovered' });
    await expect(service.printOrder(input)).resolves.toEqual({ jobId: 'order-A1', duplicate: true });
    expect(printer.printed).toHaveLength(1);
  });

  it('answers the test as not printed (still queued) when the printer does not take it in time', async () => {
    const printer = switchablePrinter();
    printer.on = false;
    const { service } = await start(printer);
    const result = await service.test(50);
    expect(result.printed).toBe(false);
    expect(result.qr).toHaveLength(1);
    expect(result.status.queue.pending).toBe(1);
  });
});
