import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '@comanda/api-client';
import { describe, expect, it, vi } from 'vitest';
import type { KioskEvent } from '../bridge/events.ts';
import type { TPrinterState } from '../bridge/printer-status.ts';
import { createDeviceReporter } from './device-report.ts';
import { openDeviceStore } from './device-store.ts';
import { createKioskSession } from './session.ts';
import { testIdentity } from './test-identity.ts';

const PRINTER: TPrinterState = {
  target: 'tcp://127.0.0.1:9100',
  columns: 42,
  connected: true,
  paper: 'low',
  lastError: null,
  queue: { state: 'idle', pending: 1, nextAttemptAt: null },
};

async function setup(answer: () => Promise<unknown>) {
  const store = await openDeviceStore(await mkdtemp(join(tmpdir(), 'kiosk-report-')));
  const events: KioskEvent[] = [];
  const report = vi.fn(answer);
  const reporter = createDeviceReporter({
    api: { report } as never,
    store,
    session: createKioskSession(store),
    version: '1.2.3',
    printer: async () => PRINTER,
    emit: (event) => events.push(event),
  });
  return { store, events, report, reporter };
}

describe('the device report (issue 12 item 6)', () => {
  it('sends the version and printer state with the device token; nothing before pairing', async () => {
    const { store, report, reporter } = await setup(async () => ({ received: true }));
    expect(await reporter.reportNow()).toBe('unpaired');
    expect(report).not.toHaveBeenCalled();
    await store.set('KIOUSER', testIdentity);
    expect(await reporter.reportNow()).toBe('sent');
    expect(report).toHaveBeenCalledWith(
      'token-1',
      {
        version: '1.2.3',
        printer: {
          target: 'tcp://127.0.0.1:9100',
          columns: 42,
          connected: true,
          paper: 'low',
          lastError: null,
          pending: 1,
        },
      },
      undefined,
    );
  });

  it('a revoked device (403) forgets its pairing and PIN, keeps unreported charges, and goes to pairing', async () => {
    const { store, events, reporter } = await setup(async () => {
      throw new ApiError(
        'Momentáneamente, este dispositivo se encuentra fuera de servicio.',
        403,
        'not_available',
      );
    });
    await store.set('KIOUSER', testIdentity);
    await store.set('TECHPIN', { algo: 'scrypt', salt: 's', hash: 'h' });
    await store.set('KIOSKCHARGES', [{ iped: 'o1' }]);
    expect(await reporter.reportNow()).toBe('revoked');
    expect(store.get('KIOUSER')).toBeUndefined();
    expect(store.get('TECHPIN')).toBeUndefined();
    expect(store.get('KIOSKCHARGES')).toEqual([{ iped: 'o1' }]);
    expect(events).toEqual([{ type: 'unpaired' }]);
  });

  it('an inactive restaurant (401) keeps the pairing and says so; a network failure changes nothing', async () => {
    let status = 401;
    const { store, events, reporter } = await setup(async () => {
      if (status === 0) throw new ApiError('Sin conexión', 0, 'network');
      throw new ApiError(
        'Momentáneamente, este restaurante se encuentra fuera de servicio.',
        status,
        'inactive',
      );
    });
    await store.set('KIOUSER', testIdentity);
    expect(await reporter.reportNow()).toBe('inactive');
    expect(events).toEqual([{ type: 'device', status: 'inactive' }]);
    status = 0;
    expect(await reporter.reportNow()).toBe('failed');
    expect(store.get('KIOUSER')).toEqual(testIdentity);
    expect(events).toHaveLength(1);
  });

  it('keeps a pairing that replaced the refused token meanwhile', async () => {
    let storeRef: Awaited<ReturnType<typeof openDeviceStore>> | undefined;
    const { store, events, reporter } = await setup(async () => {
      await storeRef!.set('KIOUSER', { ...testIdentity, to: 'token-new' });
      throw new ApiError('fuera de servicio', 403, 'not_available');
    });
    storeRef = store;
    await store.set('KIOUSER', testIdentity);
    expect(await reporter.reportNow()).toBe('failed');
    expect(store.get('KIOUSER')).toMatchObject({ to: 'token-new' });
    expect(events).toEqual([]);
  });
});
