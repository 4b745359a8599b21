import { expect, type Page, test } from '@playwright/test';
import { addProduct, expectAccessible, FORESTAL_MENU } from './checkout-helpers.ts';

// Issue 18 items 1–3: the restaurant's information screen {venue}/info (spec/2 §2 'Restaurant information',
// §3, §9), opened from the menu's cover, and the cuisines and services on the restaurant cards. The Taberna
// del Arenal (Madrid, country es) has every contact, 8 photos and takes bookings; Pizzería Forestal delivers,
// lets diners pick up and order at the table.

const TABERNA_MENU = '/r/es/taberna-del-arenal/201/menu';
const TABERNA_INFO = '/r/es/taberna-del-arenal/201/info';

/** The tab panel shown now. */
const panel = (page: Page) => page.getByRole('tabpanel');

async function openInfoFromMenu(page: Page, menu: string) {
  await page.goto(menu);
  // The server drew the page: tap once the browser has taken it over (boot.tsx marks <html data-live>).
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Información del local' }).click();
}

test.describe('the information screen', () => {
  test('from the menu: header, every contact link, services, photos, share fallback, reserve', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // A browser without native sharing, so the share button opens the fallback panel (tab 30).
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    const page = await context.newPage();
    await openInfoFromMenu(page, TABERNA_MENU);

    await expect(page).toHaveURL(TABERNA_INFO);
    await expect(page).toHaveTitle('Información de Taberna del Arenal');
    await expect(page.getByRole('heading', { level: 1, name: 'Taberna del Arenal' })).toBeVisible();
    await expect(page.getByText('Tapas · Española · Vinoteca')).toBeVisible();
    await expect(page.getByText('Rango de precios: 2 de 4')).toBeAttached();
    const actions = page.getByRole('navigation', { name: '¿Qué quieres hacer?' });
    await expect(actions.getByRole('button')).toHaveText(['Delivery', 'Retiro']);
    await expect(actions.getByRole('link')).toHaveText(['Reservar', 'Check-in']);

    // Tab 21, contact: each link's href.
    await expect(page.getByRole('tab', { name: 'Contacto' })).toHaveAttribute('aria-selected', 'true');
    const greeting = encodeURIComponent('Hola Taberna del Arenal, quisiera más información.');
    const hrefs: [string, string][] = [
      ['+34 910 000 201', 'tel:+34910000201'],
      ['+34 600 000 201', `https://wa.me/34600000201?text=${greeting}`],
      ['hola@arenal.example', 'mailto:hola@arenal.example'],
      ['arenal.example', 'https://arenal.example'],
      ['@tabernadelarenal', 'https://www.instagram.com/tabernadelarenal/'],
      ['tabernadelarenal', 'https://www.facebook.com/tabernadelarenal'],
      ['@TabernaArenal', 'https://twitter.com/TabernaArenal'],
      [
        'Calle del Arenal 14, Centro, Madrid',
        'https://www.openstreetmap.org/?mlat=40.41765&mlon=-3.70745#map=17/40.41765/-3.70745',
      ],
    ];
    for (const [name, href] of hrefs)
      await expect(panel(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(panel(page).getByText('B-28000201')).toBeVisible();
    await expect(panel(page).getByText(/Ley 34\/2002/)).toBeVisible();
    // The floating WhatsApp link, with the same greeting.
    await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/34600000201?text=${greeting}`,
    );
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('info-contact-1280.png'), fullPage: true });

    // Tab 22, services: bits 4, 8 and 9 from the configuration, the payment means apart. Arrow keys move.
    await page.getByRole('tab', { name: 'Contacto' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Servicios' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Servicios' })).toHaveAttribute('aria-selected', 'true');
    const services = panel(page).getByRole('region', { name: 'Servicios del local' });
    for (const name of ['Para llevar', 'Reservas', 'Delivery', 'Terraza'])
      await expect(services.getByRole('listitem').filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
    await expect(
      panel(page).getByRole('region', { name: 'Medios de pago' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectAccessible(page);

    // Tab 24, photos: 6, then 'Ver más (2)' shows all 8.
    await page.getByRole('tab', { name: 'Fotos' }).click();
    await expect(panel(page).getByRole('img')).toHaveCount(6);
    await panel(page).getByRole('button', { name: 'Ver más (2)' }).click();
    await expect(panel(page).getByRole('img')).toHaveCount(8);
    await expect(panel(page).getByRole('img', { name: 'Foto 8 de Taberna del Arenal' })).toBeVisible();

    // Share without navigator.share: the fallback panel, tab 30, with the venue's link.
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(page.getByRole('tab', { name: 'Compartir' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByLabel('Enlace del local')).toHaveValue(
      /\/r\/es\/taberna-del-arenal\/201\/info$/,
    );
    await expect(panel(page).getByRole('link', { name: 'Enviar por correo' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=Taberna%20del%20Arenal&body=http/,
    );
    await expectAccessible(page);

    // Reserve reaches the booking wizard.
    await actions.getByRole('link', { name: 'Reservar' }).click();
    await expect(page).toHaveURL(/\/r\/es\/taberna-del-arenal\/201\/booking$/);
    await expect(page.getByRole('heading', { name: 'Reservar mesa · Taberna del Arenal' })).toBeVisible();
    await context.close();
  });

  test('on a phone: the cart count on its type, pickup opens the menu with pickup, nothing wider than the screen', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(FORESTAL_MENU);
    await addProduct(page, 'Agua mineral');
    await page.locator('.menu-cover').getByRole('link', { name: 'Información del local' }).click();
    await expect(page).toHaveURL(/\/r\/cl\/pizzeria-forestal\/101\/info$/);
    await expect(page.getByText('Pizza · Italiana')).toBeVisible();

    const actions = page.getByRole('navigation', { name: '¿Qué quieres hacer?' });
    // The cart is a delivery cart (the venue's default type): its count shows on Delivery only.
    await expect(actions.getByRole('button', { name: /^Delivery/ })).toContainText('1 producto en tu pedido');
    await expect(actions.getByRole('button', { name: 'Retiro', exact: true })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Check-in' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Reservar' })).toHaveCount(0);
    await expect(page.getByText('76.101.101-1')).toBeVisible();
    await expect(page.getByText(/Ley 34\/2002/)).toHaveCount(0);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('info-contact-360.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Servicios' }).click();
    await page.screenshot({ path: test.info().outputPath('info-services-360.png'), fullPage: true });

    await actions.getByRole('button', { name: 'Retiro', exact: true }).click();
    await expect(page).toHaveURL(/\/r\/cl\/pizzeria-forestal\/101\/menu$/);
    await expect(page.getByRole('button', { name: /^Retiro/ }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await context.close();
  });
});

test.describe('restaurant cards (issue 18 items 2, 3)', () => {
  test('nearby and search cards show the cuisines and the services the configuration offers', async ({
    page,
  }) => {
    await page.goto('/l/restaurants');
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    const forestal = card('Pizzería Forestal');
    await expect(forestal.getByText('Pizza · Italiana')).toBeVisible();
    await expect(forestal.getByRole('list', { name: 'Servicios' }).getByRole('listitem')).toHaveText([
      'Retiro',
      'Delivery',
      'En la mesa',
    ]);
    const mapocho = card('Sánguches del Mapocho');
    await expect(mapocho.getByText('Sánguches · Para llevar · Chilena')).toBeVisible();
    await expect(mapocho.getByRole('list', { name: 'Servicios' }).getByRole('listitem')).toHaveText([
      'Retiro',
    ]);

    await page.goto('/l/search?q=pizza');
    const hit = card('Pizzería Forestal');
    await expect(hit.getByText('Pizza · Italiana')).toBeVisible();
    await expect(hit.getByRole('list', { name: 'Servicios' }).getByRole('listitem')).toHaveText([
      'Retiro',
      'Delivery',
      'En la mesa',
    ]);
  });
});
