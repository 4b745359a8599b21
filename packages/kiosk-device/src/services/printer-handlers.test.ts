import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BridgeInputError } from './bridge-input-error.ts';
import { openDeviceStore } from './device-store.ts';
import { createEventBus } from './event-bus.ts';
import { createHandlerTable, createInvoke } from './handlers.ts';
import { createInactivityWatchdog } from './inactivity-watchdog.ts';
import type { KioskCalls } from './kiosk-calls.ts';
import type { PairingService } from './pairing.ts';
import type { Platform } from './platform.ts';
import { TEST_ORDER_TICKET } from './printer-test-doubles.ts';
import { createKioskSession } from './session.ts';

/** The bridge's printer channels: input is parsed with the channel schema before the printer sees it. */
async function setup() {
  const store = await openDeviceStore(await mkdtemp(join(tmpdir(), 'kiosk-printer-handlers-')));
  const events = createEventBus();
  const printer = {
    status: vi.fn(),
    test: vi.fn(async () => ({})),
    printOrder: vi.fn(async () => ({ jobId: 'x', duplicate: false })),
  };
  const invoke = createInvoke(
    createHandlerTable({
      store,
      platform: {} as Platform,
      info: { shell: 'browser', serverUrl: 'http://127.0.0.1:1', version: '0' },
      session: createKioskSession(store),
      calls: {} as KioskCalls,
      pairing: {} as PairingService,
      watchdog: createInactivityWatchdog({ emit: events.emit, onReset: async () => undefined }),
      events,
      printer: printer as never,
      technician: {} as never,
      orders: { place: vi.fn(), cancel: vi.fn(), settle: vi.fn() },
      card: { charge: vi.fn() },
      tickets: { isPrinted: () => false },
      dev: false,
    }),
  );
  return { invoke, printer };
}

describe('printer bridge channels', () => {
  it('refuses a printOrder without a job id, with a bad id or with an order that has no lines', async () => {
    const { invoke, printer } = await setup();
    const bad = [
      { ...TEST_ORDER_TICKET },
      { jobId: '', ...TEST_ORDER_TICKET },
      { jobId: 'x'.repeat(65), ...TEST_ORDER_TICKET },
      { jobId: 'o-1', ...TEST_ORDER_TICKET, order: { ...TEST_ORDER_TICKET.order, lines: [] } },
      { jobId: 'o-1', ...TEST_ORDER_TICKET, restaurant: { ...TEST_ORDER_TICKET.restaurant, host: 'nope' } },
      { jobId: 'o-1', ...TEST_ORDER_TICKET, options: { columns: 500 } },
      'print it',
    ];
    for (const payload of bad) {
      const error = await invoke('printer.printOrder', payload).catch((e: unknown) => e);
      expect(error, JSON.stringify(payload)).toBeInstanceOf(BridgeInputError);
      expect((error as Error).message).toContain('printer.printOrder');
    }
    expect(printer.printOrder).not.toHaveBeenCalled();
  });

  it('passes a valid printOrder on, parsed (dates as dates)', async () => {
    const { invoke, printer } = await setup();
    await invoke('printer.printOrder', { jobId: 'order-1', ...TEST_ORDER_TICKET });
    const [input] = printer.printOrder.mock.calls[0] as unknown as [{ order: { createdAt: Date } }];
    expect(input.order.createdAt).toBeInstanceOf(Date);
  });

  it('refuses input on printer.status and a bad wait on printer.test', async () => {
    const { invoke, printer } = await setup();
    await expect(invoke('printer.status', { now: true })).rejects.toThrow(BridgeInputError);
    await expect(invoke('printer.test', { waitMs: -1 })).rejects.toThrow(BridgeInputError);
    await expect(invoke('printer.test', { waitMs: 60_000 })).rejects.toThrow(BridgeInputError);
    await expect(invoke('printer.test', { paperMm: 70 })).rejects.toThrow(BridgeInputError);
    await invoke('printer.test', null);
    expect(printer.test).toHaveBeenCalledWith(undefined, undefined);
    await invoke('printer.test', { paperMm: 58 });
    expect(printer.test).toHaveBeenLastCalledWith(undefined, 58);
  });
});
