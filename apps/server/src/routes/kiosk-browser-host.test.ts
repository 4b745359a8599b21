import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A server started with COMANDA_BROWSER_KIOSK=off has no browser-mode host (main.ts): the device services and
// their development channels are not reachable over HTTP.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /kiosk-host/invoke/:channel without a browser-mode host', () => {
  it.each(['dev.timeScale', 'device.setIdentity', 'printer.printOrder'])(
    'refuses %s with a 503',
    async (channel) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/kiosk-host/invoke/${channel}`,
        payload: { payload: {} },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'kiosk_host_off',
        message: 'El kiosco en modo navegador no está activo en este servidor',
      });
    },
  );
});
