import { createServer } from 'node:net';
import { createTcpTransport, encodeTicket, testTicket } from '@comanda/printing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readVirtualPrinterSetting } from '../config-surfaces.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { printerPageRoutes } from './printer-page.ts';
import { startVirtualPrinterService, type VirtualPrinterService } from './virtual-printer.ts';

let db: Database;
let service: VirtualPrinterService;
beforeAll(async () => {
  db = await createTestDatabase();
  service = await startVirtualPrinterService({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await service.close();
  await db.close();
});

type Listed = {
  address: string | null;
  tickets: { id: number; lines: string[]; qr: string[]; pdf417: string[] }[];
};

describe('the virtual printer page', () => {
  it('lists a ticket sent over real TCP, newest first, as text, paper and SVG', async () => {
    const app = await buildApp({ db, plugins: [printerPageRoutes(() => service.printer)] });
    const transport = createTcpTransport({ host: service.printer!.host, port: service.printer!.port });
    await transport.send(encodeTicket(testTicket({ title: 'Primero', qrPayload: 'https://a.test/1' })));
    await transport.send(encodeTicket(testTicket({ title: 'Segundo', qrPayload: 'https://a.test/2' })));

    const json = await app.inject({ method: 'GET', url: '/printer/tickets.json' });
    const listed = (json.json() as { data: Listed }).data;
    expect(listed.address).toBe(service.address);
    expect(listed.tickets.map((t) => t.qr[0])).toEqual(['https://a.test/2', 'https://a.test/1']);
    expect(listed.tickets[0]!.lines).toContain('Segundo');
    expect(listed.tickets[0]!.lines.join('\n')).toContain('ñ Ñ ¿? ¡! €');
    expect(listed.tickets[0]!.pdf417[0]).toMatch(/^PRUEBA\|/);

    const page = await app.inject({ method: 'GET', url: '/printer' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body.indexOf('Segundo')).toBeLessThan(page.body.indexOf('Primero'));
    expect(page.body).toContain('class="symbol qr ');
    expect(page.body).toContain('class="symbol pdf417 ');

    const id = listed.tickets[0]!.id;
    const svg = await app.inject({ method: 'GET', url: `/printer/tickets/${id}.svg` });
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg /);
    expect((await app.inject({ method: 'GET', url: '/printer/tickets/999.svg' })).statusCode).toBe(404);
    await app.close();
  });

  it('draws each ticket at its own paper width: 58 mm (32 columns) beside 80 mm (48)', async () => {
    const app = await buildApp({ db, plugins: [printerPageRoutes(() => service.printer)] });
    const transport = createTcpTransport({ host: service.printer!.host, port: service.printer!.port });
    await transport.send(encodeTicket(testTicket({ columns: 32, title: 'Rollo 58' })));
    await transport.send(encodeTicket(testTicket({ columns: 48, title: 'Rollo 80' })));
    const listed = (await app.inject({ method: 'GET', url: '/printer/tickets.json' })).json().data as {
      tickets: { id: number; columns: number; lines: string[] }[];
    };
    const narrow = listed.tickets.find((t) => t.lines.includes('Rollo 58'))!;
    const wide = listed.tickets.find((t) => t.lines.includes('Rollo 80'))!;
    expect([narrow.columns, wide.columns]).toEqual([32, 48]);

    const page = (await app.inject({ method: 'GET', url: '/printer' })).body;
    const paperWidth = (id: number) =>
      Number(new RegExp(`\\.paper\\[data-ticket="${id}"\\]\\{width:([\\d.]+)px`).exec(page)?.[1]);
    expect(paperWidth(narrow.id)).toBeGreaterThan(0);
    // One font for both, as on a printer: the 58 mm paper is about 70% as wide as the 80 mm one.
    expect(paperWidth(narrow.id) / paperWidth(wide.id)).toBeCloseTo(36 / 52, 2);
    expect(page).toContain(`Ticket ${narrow.id} · `);
    expect(page).toMatch(new RegExp(`Ticket ${narrow.id} · [^<]* · 32 columnas`));
    await app.close();
  });

  it('says the printer has no port instead of failing when its port was taken', async () => {
    const app = await buildApp({ db, plugins: [printerPageRoutes(() => null)] });
    expect((await app.inject({ method: 'GET', url: '/printer' })).body).toContain('sin puerto');
    const json = await app.inject({ method: 'GET', url: '/printer/tickets.json' });
    expect(json.json()).toEqual({ ok: true, data: { address: null, tickets: [] } });
    await app.close();
  });

  it('is not found at all on a server without the virtual printer (COMANDA_VIRTUAL_PRINTER=off)', async () => {
    const app = await buildApp({ db });
    for (const url of ['/printer', '/printer/tickets.json', '/printer/tickets/1.svg'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    await app.close();
  });
});

describe('COMANDA_VIRTUAL_PRINTER', () => {
  it('reads host:port, off, and the 127.0.0.1:9100 default; refuses anything else by name', () => {
    expect(readVirtualPrinterSetting(undefined)).toEqual({ host: '127.0.0.1', port: 9100 });
    expect(readVirtualPrinterSetting('0.0.0.0:0')).toEqual({ host: '0.0.0.0', port: 0 });
    expect(readVirtualPrinterSetting('OFF')).toBeNull();
    expect(() => readVirtualPrinterSetting('9100')).toThrow(/COMANDA_VIRTUAL_PRINTER/);
    expect(() => readVirtualPrinterSetting('h:70000')).toThrow(/COMANDA_VIRTUAL_PRINTER/);
  });

  it('goes on without the printer when the port is taken, saying so', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const busy = await startVirtualPrinterService({ host: '127.0.0.1', port });
    expect(busy.printer).toBeNull();
    expect(busy.address).toBeNull();
    expect(busy.banner).toContain(`127.0.0.1:${port} está ocupado`);
    await new Promise<void>((resolve) => taken.close(() => resolve()));
  });
});
