import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserHost, createBrowserHost } from '@comanda/kiosk-device/browser-host';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { kioskHostRoutes } from './kiosk-host-routes.ts';

let t: TestApp;
let host: BrowserHost;
beforeAll(async () => {
  t = await createTestApp();
  host = await createBrowserHost({
    serverUrl: 'http://127.0.0.1:1',
    dataDir: await mkdtemp(join(tmpdir(), 'kiosk-host-routes-')),
  });
});
afterAll(async () => {
  await host.close();
  await t.close();
});

const invoke = (app: FastifyInstance, channel: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/kiosk-host/invoke/${channel}`, payload: { payload } });

describe('POST /kiosk-host/invoke/:channel', () => {
  it('is not found on the platform alone: the demo entry adds it (COMANDA_BROWSER_KIOSK)', async () => {
    for (const channel of ['dev.timeScale', 'device.setIdentity', 'printer.printOrder'])
      expect((await invoke(t.app, channel, {})).statusCode, channel).toBe(404);
    // Nor is the renderer it serves, once the entry gives no kiosk bundle.
    const bare = await buildApp({ db: t.db, kioskDist: null });
    expect((await bare.inject({ method: 'GET', url: '/kiosk/' })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/kiosk/#/KioskWelcome' })).statusCode).toBe(404);
    await bare.close();
  });

  it("runs a channel on the host, and a bad input is a 400 with the bridge's message", async () => {
    const app = await buildApp({ db: t.db, plugins: [kioskHostRoutes(() => host, { devChannels: true })] });
    const info = await invoke(app, 'device.info', null);
    expect(info.json()).toMatchObject({ ok: true, data: { shell: 'browser' } });
    expect((await invoke(app, 'dev.timeScale', { scale: 1 })).statusCode).toBe(200);
    const bad = await invoke(app, 'dev.timeScale', { scale: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_input');
    // The device's refusal as a text the totem says in its language (issue 11), worded in Spanish too.
    expect(bad.json().error).toMatchObject({
      key: 'p1_err_bridge_bad_input',
      params: { channel: 'dev.timeScale', detail: [{ key: 'p1_err_v_expected_number' }] },
      message: 'Datos no válidos para dev.timeScale: scale: Se esperaba un número',
    });
    await app.close();
  });

  it('answers 404 on the dev channels while COMANDA_KIOSK_DEV_CHANNELS is off, and runs the rest', async () => {
    const app = await buildApp({ db: t.db, plugins: [kioskHostRoutes(() => host, { devChannels: false })] });
    for (const channel of ['dev.timeScale', 'dev.cardTerminal']) {
      const res = await invoke(app, channel, { mode: 'approve', scale: 20 });
      expect(res.statusCode, channel).toBe(404);
      expect(res.json().error.message).toBe('Canal de desarrollo no disponible en este servidor');
    }
    expect((await invoke(app, 'device.info', null)).statusCode).toBe(200);
    await app.close();
  });

  it('answers 503 while the host is still starting', async () => {
    const app = await buildApp({
      db: t.db,
      plugins: [kioskHostRoutes(() => undefined, { devChannels: true })],
    });
    const res = await invoke(app, 'device.info', null);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('El kiosco en modo navegador aún está arrancando');
    await app.close();
  });
});
