import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startCardPickup, uniqueEmail } from '../web/checkout-helpers.ts';
import { newDeviceName, PIZZERIA, pairDevice } from './kiosk-device.ts';
import { orderPizzaUpToPayment } from './kiosk-flow.ts';

// Issue 12 items 1–2: every kind of totem sells and prints, and tickets go where they belong.
test.use({ viewport: { width: 1080, height: 1920 } });
test.setTimeout(120_000);

type Printed = { id: number; lines: string[]; complete: boolean; qr: string[] };

async function printed(request: APIRequestContext): Promise<Printed[]> {
  const listed = (await (await request.get('/printer/tickets.json')).json()) as {
    data: { tickets: Printed[] };
  };
  return listed.data.tickets.filter((t) => t.complete);
}

/** The totem pays cash at the desk and answers the order number on PaymentReceived. */
async function payCash(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pagar en caja' }).click();
  await expect(page).toHaveURL(/#\/PaymentReceived$/, { timeout: 20_000 });
  const number = (await page.locator('.payment-received-number strong').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d+$/);
  return number;
}

const receiptOf = async (request: APIRequestContext, number: string) =>
  (await printed(request)).find((t) => t.lines.some((l) => l.includes(`APP-${number}`)));

test('a portal totem sells for the restaurant the diner chose, and prints its receipt', async ({ page }) => {
  const device = newDeviceName('portal-sells');
  await pairDevice(page.request, device, { portal: 'patio-santiago' });
  await orderPizzaUpToPayment(page, {
    path: `/kiosk/?device=${device}`,
    restaurant: /Pizzería Forestal/,
    table: '4',
    name: 'Portal',
    email: 'portal@correo.cl',
  });
  const number = await payCash(page);
  await expect.poll(() => receiptOf(page.request, number), { timeout: 30_000 }).toBeTruthy();
  const receipt = (await receiptOf(page.request, number))!;
  expect(receipt.lines).toContain('Pizzería Forestal');
  // Cash at the desk is paid after the paper: the receipt says what is left to pay.
  expect(receipt.lines.some((l) => /^Por pagar\s+\$\d/.test(l.trim()))).toBe(true);
});

test('two totems of a restaurant and a paid web order: exactly one kitchen ticket', async ({
  page,
  browser,
}) => {
  // Two more totems of Pizzería Forestal, running beside the demo totem (itself one of its devices).
  for (const prefix of ['kitchen-a', 'kitchen-b'])
    await pairDevice(page.request, newDeviceName(prefix), PIZZERIA);

  // A diner on the web pays a pickup order by card on the sandbox page.
  const digits = String(randomInt(10_000_000, 99_999_999));
  const diner = await browser.newPage();
  await startCardPickup(diner, uniqueEmail('cocina-unica'), 'Agua mineral', `+56 9 ${digits}`);
  await diner.getByRole('button', { name: 'Aprobar' }).click();
  await expect(diner).toHaveURL(/\/order\/[\w-]+$/, { timeout: 15_000 });
  await diner.close();

  const kitchenTickets = async () =>
    (await printed(page.request)).filter(
      (t) =>
        t.lines.some((l) => l.startsWith('COCINA')) &&
        t.lines.some((l) => l.replace(/\D/g, '').endsWith(digits)),
    );
  await expect.poll(async () => (await kitchenTickets()).length, { timeout: 30_000 }).toBe(1);
  const [ticket] = await kitchenTickets();
  // The kitchen's ticket: the dispatch type and what to make, no prices and no QR.
  expect(ticket!.lines).toContain('Retiro en local');
  expect(ticket!.lines).toContain('1 x Agua mineral');
  expect(ticket!.lines.join('\n')).not.toContain('$');
  expect(ticket!.qr).toEqual([]);
  // Every totem heard of it and looked at its outbox; none other printed it.
  await page.waitForTimeout(5_000);
  expect(await kitchenTickets()).toHaveLength(1);
});

test("the receipt's QR, decoded from the printed image, opens the order for the anonymous diner", async ({
  page,
}) => {
  const device = newDeviceName('qr');
  await pairDevice(page.request, device, PIZZERIA);
  await orderPizzaUpToPayment(page, {
    path: `/kiosk/?device=${device}`,
    table: '8',
    name: 'Quique',
    email: 'qr@correo.cl',
  });
  const number = await payCash(page);
  await expect.poll(() => receiptOf(page.request, number), { timeout: 30_000 }).toBeTruthy();
  const receipt = (await receiptOf(page.request, number))!;

  // The ticket as the virtual printer drew it (SVG), rasterised in the browser, decoded by zxing-cpp.
  await page.goto('/printer');
  const image = await page.evaluate(async (id) => {
    const img = new Image();
    img.src = `/printer/tickets/${id}.svg`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth * 2;
    canvas.height = img.naturalHeight * 2;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const gray = new Uint8Array(canvas.width * canvas.height);
    for (let i = 0; i < gray.length; i++) gray[i] = data[i * 4]!;
    let binary = '';
    for (const byte of gray) binary += String.fromCharCode(byte);
    return { width: canvas.width, height: canvas.height, pixels: btoa(binary) };
  }, receipt.id);
  const file = join(tmpdir(), `comanda-qr-${receipt.id}-${Date.now()}.gray`);
  writeFileSync(file, Buffer.from(image.pixels, 'base64'));
  const decoded = execFileSync('/usr/bin/python3', [
    '-c',
    `import sys, numpy, zxingcpp
pixels = numpy.fromfile(sys.argv[1], dtype=numpy.uint8).reshape(int(sys.argv[3]), int(sys.argv[2]))
for found in zxingcpp.read_barcodes(pixels):
    if found.format == zxingcpp.BarcodeFormat.QRCode: print(found.text)`,
    file,
    String(image.width),
    String(image.height),
  ])
    .toString()
    .trim();

  // The platform's public address (COMANDA_PUBLIC_URL), the venue's path and /pedido/{order}.
  expect(decoded).toBe(receipt.qr[0]);
  const publicUrl = new URL(page.url()).origin;
  expect(decoded).toMatch(new RegExp(`^${publicUrl}/r/cl/pizzeria-forestal/101/pedido/[\\w-]+$`));
  expect(decoded).not.toContain('localhost');

  // A diner with no account opens it on their phone.
  const phone = await page.context().browser()!.newContext();
  const opened = await phone.newPage();
  await opened.goto(decoded);
  await expect(opened.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(opened.getByText(`Pedido N° ${number}`, { exact: true })).toBeVisible();
  await expect(opened.getByText(/Pizza Margarita/).first()).toBeVisible();
  await phone.close();
});

test("a kiosk order prints the diner's receipt on its totem and one kitchen ticket naming the diner", async ({
  page,
}) => {
  // Two totems of Pizzería Forestal besides the one the diner uses: still one kitchen ticket (issue 12 item 2).
  for (const prefix of ['kiosk-kitchen-a', 'kiosk-kitchen-b'])
    await pairDevice(page.request, newDeviceName(prefix), PIZZERIA);
  const device = newDeviceName('kiosk-kitchen');
  await pairDevice(page.request, device, PIZZERIA);
  const name = `Rocío ${randomInt(100, 999)}`;
  await orderPizzaUpToPayment(page, {
    path: `/kiosk/?device=${device}`,
    table: '11',
    name,
    email: 'rocio@correo.cl',
  });
  const number = await payCash(page);
  await expect.poll(() => receiptOf(page.request, number), { timeout: 30_000 }).toBeTruthy();

  const kitchenTickets = async () =>
    (await printed(page.request)).filter(
      (t) => t.lines.some((l) => l.startsWith('COCINA')) && t.lines.includes(`Cliente: ${name}`),
    );
  await expect.poll(async () => (await kitchenTickets()).length, { timeout: 30_000 }).toBe(1);
  const [ticket] = await kitchenTickets();
  // What the diner gave on the totem: the locator and the e-mail; cash is still to collect.
  expect(ticket!.lines).toContain(`#${number}`);
  expect(ticket!.lines).toContain('Para comer aquí · Localizador 11');
  expect(ticket!.lines).toContain('E-mail: rocio@correo.cl');
  expect(ticket!.lines.some((l) => l.trim().startsWith('1 x') && l.includes('Pizza Margarita'))).toBe(true);
  expect(ticket!.lines.some((l) => l.startsWith('POR COBRAR'))).toBe(true);
  expect(ticket!.qr).toEqual([]);
  // Every totem heard of it; none other printed it.
  await page.waitForTimeout(5_000);
  expect(await kitchenTickets()).toHaveLength(1);
});
