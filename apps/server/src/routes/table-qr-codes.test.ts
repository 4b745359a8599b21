import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerOf } from '../testing/back-office.ts';
import { qrCodesOfPdf, textOfPdf } from '../testing/pdf-qr.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 14 item 7: the table QR sheet. Every page's code is read back from the rendered PDF (pdftoppm, then
 * zxing-cpp) and must open that table's check-in page. Runs on PGlite, and on PostgreSQL with
 * COMANDA_TEST_DATABASE_URL.
 */
let t: TestApp;
let manager: string;
let otherManager: string;
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const mapocho = demo.restaurants.find((r) => r.simpleId === 102)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PUBLIC = 'https://pedidos.example.com';

beforeAll(async () => {
  t = await createTestApp({ at: new Date('2026-11-23T15:00:00Z'), publicUrl: PUBLIC });
  manager = await managerOf(t, 'gerente.qr@example.com', pizzeria.ir);
  otherManager = await managerOf(t, 'gerente.qr.otro@example.com', mapocho.ir);
});
afterAll(() => t.close());

const sheet = (token: string | null, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/srv/backoffice/tables/qr.pdf?${query}`,
    headers: token ? bearer(token) : {},
  });

describe('GET /srv/backoffice/tables/qr.pdf (issue 14 item 7)', () => {
  it("has one page per table, each QR opening that table's check-in page on the public site", async () => {
    const res = await sheet(manager, `ir=${pizzeria.ir}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mesas-qr-101.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const tables = pizzeria.tables;
    expect(tables.length).toBeGreaterThan(1);
    const pages = qrCodesOfPdf(res.rawPayload);
    expect(pages).toHaveLength(tables.length);
    const texts = textOfPdf(res.rawPayload);
    for (const [i, table] of tables.entries()) {
      expect(texts[i]).toContain('Pizzería Forestal');
      expect(texts[i]).toContain(table.nm);
      expect(texts[i]).toContain(`Mesa N° ${table.id}`);
      expect(texts[i]).toContain('Escanea el código para ver la carta y pedir desde tu mesa');
    }
    for (const [i, table] of tables.entries()) {
      expect(pages[i]).toEqual([`${PUBLIC}/r/cl/pizzeria-forestal/101/checkin/${table.id}`]);
      // The path is one the site answers with that table (spec/1 §2 /checkin/{table}).
      const path = new URL(pages[i]![0]!).pathname;
      const mesa = decodeURIComponent(path.split('/checkin/')[1]!);
      const found = await t.app.inject({
        url: `/srv/checkin/table?irl=${pizzeria.ir}-${pizzeria.il}&mesa=${encodeURIComponent(mesa)}`,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data).toMatchObject({ id: table.id });
    }
  });

  it('prints the English names when asked in English, and still one code per table', async () => {
    const res = await sheet(manager, `ir=${pizzeria.ir}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(qrCodesOfPdf(res.rawPayload)).toHaveLength(pizzeria.tables.length);
    const [first] = textOfPdf(res.rawPayload);
    expect(first).toContain(pizzeria.tables[0]!.nmTrad!.en);
    expect(first).toContain(`Table No. ${pizzeria.tables[0]!.id}`);
    expect(first).toContain('Scan the code');
  });

  it('is for staff whose rows cover the venue; a venue without tables is refused readably', async () => {
    expect((await sheet(null, `ir=${pizzeria.ir}`)).statusCode).toBe(401);
    const kitchen = await signIn(t.app, 'cocina@comanda.demo', 5000);
    expect((await sheet(kitchen, `ir=${pizzeria.ir}`)).statusCode).toBe(403);
    const foreign = await sheet(otherManager, `ir=${pizzeria.ir}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBeTruthy();

    const none = await sheet(otherManager, `ir=${mapocho.ir}`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({ code: 'no_tables', key: 'm1_err_no_tables' });
    expect(none.json().error.message).toMatch(/no tiene mesas/);

    const unknown = await sheet(manager, 'ir=cmdNoExisteNingunLocal000');
    expect(unknown.statusCode).toBe(404);
    expect((await sheet(manager, `ir=${pizzeria.ir}&lang=fr`)).statusCode).toBe(400);
    expect((await sheet(manager, '')).statusCode).toBe(400);
  });
});
