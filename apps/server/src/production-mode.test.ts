import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closedPort,
  ENTRIES,
  processDatabase,
  runToExit,
  type ServerProcess,
  startServerProcess,
} from './testing/server-process.ts';

// Issue 10 item 1, README 'Production checklist': the real entries started as processes with
// COMANDA_ENV=production. The demo entry (what `npm start` runs) is the one checked for surfaces: it is
// the only one that could serve them all.

const base = async (dataDir: string) => ({
  COMANDA_ENV: 'production',
  SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
  COMANDA_PUBLIC_URL: 'https://pedidos.example.cl',
  COMANDA_DATA_DIR: dataDir,
});

/** Every development surface, with a request that reaches it when it is on. */
const SURFACES = [
  { what: 'mail outbox page', method: 'GET', path: '/dev/outbox' },
  { what: 'mail outbox JSON', method: 'GET', path: '/srv/dev/outbox' },
  { what: 'browser-mode kiosk renderer', method: 'GET', path: '/kiosk/' },
  { what: 'browser-mode kiosk host', method: 'POST', path: '/kiosk-host/invoke/device.info', payload: null },
  {
    what: 'kiosk development channel',
    method: 'POST',
    path: '/kiosk-host/invoke/dev.timeScale',
    payload: { scale: 1 },
  },
  {
    what: 'sandbox card terminal',
    method: 'POST',
    path: '/kiosk-host/invoke/dev.cardTerminal',
    payload: { mode: 'auto' },
  },
  { what: 'sandbox approval page', method: 'GET', path: '/pay/mw/payments/paypayment?idpr=p1' },
  {
    what: 'sandbox approval decision',
    method: 'POST',
    path: '/pay/mw/payments/paypayment?idpr=p1&d=approve',
  },
  { what: 'sandbox card vault form', method: 'GET', path: '/pay/vault/sandbox/form?token=t1' },
  {
    what: 'sandbox card vault decision',
    method: 'POST',
    path: '/pay/vault/sandbox/form?token=t1&cancel=1',
  },
  { what: 'virtual printer page', method: 'GET', path: '/printer' },
  { what: 'virtual printer tickets', method: 'GET', path: '/printer/tickets.json' },
  { what: 'demo data (Pizzería Forestal)', method: 'GET', path: '/srv/test?sid=101&pais=cl' },
  { what: 'API documentation page', method: 'GET', path: '/docs' },
  { what: 'OpenAPI document', method: 'GET', path: '/docs/json' },
  {
    what: 'social sign-in through the local identity provider',
    method: 'GET',
    path: '/srv/security/oidc/google/start',
  },
] as const;

const request = (origin: string, surface: (typeof SURFACES)[number]) =>
  fetch(`${origin}${surface.path}`, {
    method: surface.method,
    redirect: 'manual',
    ...('payload' in surface
      ? {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ payload: surface.payload }),
        }
      : {}),
  });

describe('COMANDA_ENV=production refuses to start without a required setting', () => {
  it.each([
    ['SMTP_URL', 'SMTP_URL'],
    ['COMANDA_PUBLIC_URL', 'COMANDA_PUBLIC_URL'],
    ['COMANDA_DATA_DIR', 'DATABASE_URL o COMANDA_DATA_DIR'],
  ])(
    'without %s: exit 1 and one readable line naming it',
    async (left, named) => {
      const { [left as 'SMTP_URL']: _left, ...env } = await base(
        await mkdtemp(join(tmpdir(), 'comanda-prod-')),
      );
      for (const entry of [ENTRIES.platform, ENTRIES.demo]) {
        const { code, stderr } = await runToExit(entry, env);
        expect(code, entry).toBe(1);
        const lines = stderr.trim().split('\n');
        expect(lines, entry).toHaveLength(1);
        expect(lines[0]).toContain(`Comanda no arranca: COMANDA_ENV=production necesita ${named}`);
      }
    },
    120_000,
  );
});

describe('COMANDA_ENV=production serves no development surface', () => {
  let server: ServerProcess;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'comanda-prod-'));
    const database = await processDatabase(dataDir);
    drop = database.drop;
    server = await startServerProcess(ENTRIES.demo, { ...(await base(dataDir)), ...database.env });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('runs the platform itself', async () => {
    expect((await fetch(`${server.origin}/srv/health`)).status).toBe(200);
    expect(server.stdout()).toContain('producción');
    expect(server.stdout()).toContain(process.env.COMANDA_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite');
  });

  it.each(SURFACES)('answers 404 on the $what ($method $path)', async (surface) => {
    expect((await request(server.origin, surface)).status).toBe(404);
  });

  it('refuses exchange rates readably without a rates source (no sandbox rates): 503, not made up', async () => {
    const res = await fetch(`${server.origin}/srv/transformcurrency?base_currency=CLP`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: unknown }).error).toMatchObject({
      code: 'rates_off',
      key: 'm1_err_rates_off',
    });
  });

  it('starts no virtual printer and announces no development page', () => {
    expect(server.stdout()).not.toMatch(
      /Impresora virtual|Kiosco|Buzón|Datos de demostración|Proveedor de identidad/,
    );
  });
});

describe('COMANDA_ENV=production with every surface turned back on by its own variable', () => {
  let server: ServerProcess;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'comanda-prod-on-'));
    const database = await processDatabase(dataDir);
    drop = database.drop;
    server = await startServerProcess(ENTRIES.demo, {
      ...(await base(dataDir)),
      ...database.env,
      COMANDA_DEV_OUTBOX: 'on',
      COMANDA_SANDBOX_PAYMENTS: 'on',
      COMANDA_BROWSER_KIOSK: 'on',
      COMANDA_KIOSK_DEV_CHANNELS: 'on',
      COMANDA_VIRTUAL_PRINTER: '127.0.0.1:0',
      COMANDA_DEMO_DATA: 'on',
      COMANDA_API_DOCS: 'on',
      COMANDA_SANDBOX_RATES: 'on',
      COMANDA_SANDBOX_IDP: '127.0.0.1:0',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it.each(SURFACES)('serves the $what', async (surface) => {
    const res = await request(server.origin, surface);
    // An unknown payment is the sandbox's own 'not found' page: the page itself is there. The kiosk
    // renderer may answer 503 'not built' where no `npm run build` ran: served, not missing.
    if (surface.path.startsWith('/pay/')) expect(await res.text()).toMatch(/Sandbox de (pagos|tarjetas)/);
    // Social sign-in sends the browser to the local provider's authorization page.
    else if (surface.path.includes('/oidc/'))
      expect(res.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\?/);
    else expect([200, 503]).toContain(res.status);
    if (res.status === 503) expect(await res.text()).toContain('npm run build');
  });

  it('answers exchange rates from the sandbox rates, saying so', async () => {
    const res = await fetch(`${server.origin}/srv/transformcurrency?base_currency=CLP`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ base: 'CLP', source: 'sandbox' });
  });
});
