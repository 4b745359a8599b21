import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, MAPOCHO_MENU, signInHere, uniqueEmail } from './checkout-helpers.ts';

// Issue 18 item 1 leftovers: the alternative 'Informacion' screen (spec/2 §2 'Restaurant information') and the
// restaurant's own colours on both information screens. Sánguches del Mapocho (pickup only, takes bookings,
// colour E67E22) has `infoalt` in its webConfig; the Taberna del Arenal (8E1B3A) keeps the tabbed screen.

const MAPOCHO_INFO = /\/r\/cl\/sanguches-del-mapocho\/102\/info$/;
/** E67E22 and 8E1B3A, the restaurants' colorP, as the browser computes them; the site's own is ff4b33. */
const MAPOCHO_COLOUR = 'rgb(230, 126, 34)';
const TABERNA_COLOUR = 'rgb(142, 27, 58)';
const SITE_COLOUR = 'rgb(255, 75, 51)';

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

async function openInfoFromMenu(page: Page) {
  await page.goto(MAPOCHO_MENU);
  // The server drew the page: tap once the browser has taken it over (boot.tsx marks <html data-live>).
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator('.menu-cover').getByRole('link', { name: 'Información del local' }).click();
  await expect(page).toHaveURL(MAPOCHO_INFO);
}

/** Where focus is: in the open dialog (and on what), on the page behind it, on a passing notice, or outside the page. */
const focusedWhere = () => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'outside the page';
  if (el.closest('.notifications')) return 'notice';
  return `${el.closest('dialog[open]') ? 'dialog' : 'page'}:${el.textContent?.trim()}`;
};

test.describe('the alternative information screen', () => {
  test('from the menu cover: options, social links, services, photos, the modals, in the restaurant’s colours', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // A browser without native sharing, so the share button opens the fallback panel's modal.
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    const page = await context.newPage();
    await openInfoFromMenu(page);

    await expect(page).toHaveTitle('Información de Sánguches del Mapocho');
    await expect(page.getByRole('heading', { level: 1, name: 'Sánguches del Mapocho' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto de portada de Sánguches del Mapocho' })).toBeVisible();
    // No tabs here: this venue has the other screen.
    await expect(page.getByRole('tablist')).toHaveCount(0);

    // The options block for a pickup-only venue that takes bookings.
    const options = page.getByRole('region', { name: '¿Qué quieres hacer?' });
    await expect(options.getByRole('listitem')).toHaveText([
      'Ver menú',
      'Solo retiro',
      'Hacer una reserva',
      'Ver información del local',
    ]);
    await expect(options.getByRole('link', { name: 'Ver menú' })).toHaveAttribute(
      'href',
      '/r/cl/sanguches-del-mapocho/102/menu',
    );

    // White label: the buttons and the header's mark in the restaurant's colour, not the site's.
    expect(await background(page, '.info-options__option')).toBe(MAPOCHO_COLOUR);
    expect(await background(page, '.site-header__mark')).toBe(MAPOCHO_COLOUR);

    // Social links, services, photos and the floating WhatsApp link with its greeting.
    const social = page.getByRole('region', { name: 'Redes sociales' });
    await expect(social.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/sanguchesdelmapocho/',
    );
    await expect(social.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/sanguchesdelmapocho',
    );
    await expect(social.getByRole('link', { name: /Twitter/ })).toHaveAttribute(
      'href',
      'https://twitter.com/SanguchesMpch',
    );
    const services = page.getByRole('region', { name: 'Servicios del local' }).first();
    await expect(services.getByRole('listitem').filter({ hasText: /^Reservas$/ })).toBeVisible();
    await expect(services.getByRole('listitem').filter({ hasText: /^Para llevar$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fotos' }).getByRole('img')).toHaveCount(4);
    const greeting = encodeURIComponent('Hola Sánguches del Mapocho, quisiera más información.');
    await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/56973700102?text=${greeting}`,
    );
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('info-alt-1280.png'), fullPage: true });

    // 'Ver información del local': the more-info modal — description, hours, services, payment means, and
    // the contact folded until opened. Escape closes it and focus goes back to the option.
    const seeInfo = options.getByRole('button', { name: 'Ver información del local' });
    await seeInfo.click();
    const more = page.getByRole('dialog', { name: 'Más información' });
    await expect(more).toBeVisible();
    await expect(more.getByText(/Sánguches chilenos de toda la vida/)).toBeVisible();
    const hours = more.getByRole('region', { name: 'Horario' });
    await expect(hours.getByRole('definition')).toHaveText([
      '11:30 a 16:30',
      '11:30 a 16:30',
      '11:30 a 16:30',
      '11:30 a 16:30, 19:00 a 23:30',
      '11:30 a 16:30, 19:00 a 23:30',
      '11:30 a 16:30, 19:00 a 23:30',
      '12:00 a 17:30',
    ]);
    await expect(more.getByRole('region', { name: 'Medios de pago' })).toBeVisible();
    const phone = more.getByRole('link', { name: '+56 2 2737 0102' });
    await expect(phone).toBeHidden();
    await more.getByText('Contacto', { exact: true }).click();
    await expect(phone).toHaveAttribute('href', 'tel:+56227370102');
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('info-alt-more-1280.png') });
    await page.keyboard.press('Escape');
    await expect(more).toBeHidden();
    await expect(seeInfo).toBeFocused();

    // The contact modal: phone, mail, web, address. Focus stays inside while it is open; 'Cerrar' closes it.
    await page.getByRole('button', { name: 'Contacto', exact: true }).click();
    const contact = page.getByRole('dialog', { name: 'Contacto' });
    await expect(contact.getByRole('term')).toHaveText(['Teléfono', 'Correo', 'Sitio web', 'Dirección']);
    await expect(contact.getByRole('link', { name: 'pedidos@mapocho.example' })).toHaveAttribute(
      'href',
      'mailto:pedidos@mapocho.example',
    );
    await expect(contact.getByRole('link', { name: 'mapocho.example', exact: true })).toHaveAttribute(
      'href',
      'https://mapocho.example',
    );
    await expect(
      contact.getByRole('link', { name: 'Antonia López de Bello 0743, Recoleta, Santiago' }),
    ).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=-33\.42905&mlon=-70\.64815/);
    // Tab goes round the dialog's links and 'Cerrar' (past the last, out to the browser's own bar) and back to
    // the first, never to the page behind. A notice the menu left (its 'closed') moves into the dialog while
    // it is open (components/notifications.tsx), so its button may be one more stop.
    const visited: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      visited.push(await page.evaluate(focusedWhere));
    }
    expect(visited.filter((v) => v.startsWith('page:'))).toEqual([]);
    const stops = visited.filter((v) => v !== 'notice');
    expect(stops.slice(0, 6)).toEqual([
      'dialog:pedidos@mapocho.example',
      'dialog:mapocho.example',
      'dialog:Antonia López de Bello 0743, Recoleta, Santiago',
      'dialog:Cerrar',
      'outside the page',
      'dialog:+56 2 2737 0102',
    ]);
    await expectAccessible(page);
    // The dialog's own 'Cerrar' (a passing notice inside it has one too).
    await contact.locator('.sheet__actions').getByRole('button', { name: 'Cerrar' }).click();
    await expect(contact).toBeHidden();

    // Share without navigator.share: the fallback panel in a modal, with the screen's link.
    await page.getByRole('button', { name: 'Compartir' }).click();
    const share = page.getByRole('dialog', { name: 'Compartir' });
    await expect(share.getByLabel('Enlace del local')).toHaveValue(MAPOCHO_INFO);
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();

    // 'Solo retiro' opens the menu with pickup.
    await options.getByRole('button', { name: 'Solo retiro' }).click();
    await expect(page).toHaveURL(/\/r\/cl\/sanguches-del-mapocho\/102\/menu$/);
    await context.close();
  });

  test('on a phone, signed out: a reservation asks to sign in, then goes on to the booking wizard', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await openInfoFromMenu(page);
    const options = page.getByRole('region', { name: '¿Qué quieres hacer?' });
    await expect(options).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('info-alt-360.png'), fullPage: true });

    await options.getByRole('button', { name: 'Hacer una reserva' }).click();
    const login = page.getByRole('dialog', { name: 'Ingresa para reservar' });
    await expect(login).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('info-alt-login-360.png') });
    await signInHere(page, uniqueEmail('info-reserva'), { first: 'Tomás', last: 'Reyes' });
    await expect(page).toHaveURL(/\/r\/cl\/sanguches-del-mapocho\/102\/booking$/);
    await expect(page.getByRole('heading', { name: 'Reservar mesa · Sánguches del Mapocho' })).toBeVisible();
    await expect(page.getByLabel('Personas')).toHaveValue('2');

    // Signed in now: the option goes straight to the wizard.
    await page.goBack();
    await expect(page).toHaveURL(MAPOCHO_INFO);
    await page.getByRole('button', { name: 'Hacer una reserva' }).click();
    await expect(page).toHaveURL(/\/r\/cl\/sanguches-del-mapocho\/102\/booking$/);
    await context.close();
  });
});

test('the tabbed information screen is drawn in its restaurant’s colours too, and the site’s come back after', async ({
  page,
}) => {
  await page.goto('/r/es/taberna-del-arenal/201/info');
  const delivery = page.getByRole('navigation', { name: '¿Qué quieres hacer?' }).getByRole('button', {
    name: 'Delivery',
  });
  await expect(delivery).toBeVisible();
  await expect.poll(() => background(page, '.info-actions__action')).toBe(TABERNA_COLOUR);
  expect(await background(page, '.site-header__mark')).toBe(TABERNA_COLOUR);
  // The action's text picks its own readable colour on the restaurant's (white on this dark red).
  expect(await delivery.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
  await expectAccessible(page);

  await page
    .getByRole('link', { name: /Comanda/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => background(page, '.site-header__mark')).toBe(SITE_COLOUR);
});
