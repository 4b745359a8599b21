import { type Browser, expect, type Page } from '@playwright/test';
import { codeFor, uniqueEmail } from './checkout-helpers.ts';

/** A diner signed in in a context of their own, with the session token their page keeps (lib/session.ts). */
export type Diner = { page: Page; token: string };

/** Signs in on My Reservations (its login panel: e-mail, then the code from the outbox); no name asked there. */
export async function signInOnMyBookings(page: Page, email: string) {
  await page.goto('/l/booking');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await codeFor(page, email);
  await page.getByLabel('Código recibido por correo').fill(code);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('tab', { name: /Próximas/ })).toBeVisible();
}

export async function signedInDiner(browser: Browser, tag: string): Promise<Diner> {
  const page = await (await browser.newContext()).newPage();
  await signInOnMyBookings(page, uniqueEmail(tag));
  const token = await page.evaluate(() => localStorage.getItem('comanda.session'));
  return { page, token: token ?? '' };
}

const TABERNA = { pais: 'es', sid: 201 };

async function taberna(d: Diner) {
  const info = await (await d.page.request.get(`/srv/test?sid=${TABERNA.sid}&pais=${TABERNA.pais}`)).json();
  return { xir: info.data.ir as string, xil: info.data.il as string };
}

/**
 * The diner books every cover a shift has left on a date, at one time, through the API (up to 10 guests a
 * booking): what a rush of other diners would do. Answers the bookings made, to cancel afterwards.
 */
export async function fillCovers(d: Diner, at: { fr: string; ta: string; hh: string }): Promise<string[]> {
  const venue = await taberna(d);
  const config = (
    await (await d.page.request.get(`/srv/restobooking?xir=${venue.xir}&xil=${venue.xil}`)).json()
  ).data;
  const shift = config.dt.find((s: { jid: string }) => s.jid === at.ta);
  const taken =
    config.taken.find((x: { fr: string; ta: string }) => x.fr === at.fr && x.ta === at.ta)?.qc ?? 0;
  let left = shift.cv - taken;
  const made: string[] = [];
  while (left > 0) {
    const qc = Math.min(10, left);
    const res = await d.page.request.post('/srv/bookings', {
      headers: { authorization: `Bearer ${d.token}` },
      data: {
        ...venue,
        payload: {
          ...at,
          qc,
          nombre: 'Mesa Llena',
          ph: '+34 600 000 111',
          ct: '',
          s: 'ZB.',
          og: 10,
          im: [0],
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    made.push((await res.json()).data.rv);
    left -= qc;
  }
  return made;
}

/** The diner cancels a booking of theirs through the API (as from another tab); an already cancelled one is left. */
export async function cancelAsTheDiner(d: Diner, rv: string) {
  const venue = await taberna(d);
  await d.page.request.delete(`/srv/bookings?xir=${venue.xir}&xil=${venue.xil}&rv=${rv}`, {
    headers: { authorization: `Bearer ${d.token}` },
  });
}

/**
 * On My Reservations the diner opens a booking and asks to cancel it; before they accept, the booking is
 * cancelled from another tab of theirs (its live event reaches this page). `accept` then presses 'Aceptar'.
 */
export async function bookingClash(d: Diner, rv: string) {
  await d.page.goto('/l/booking');
  const card = d.page.locator(`.booking-card[data-booking="${rv}"]`);
  await card.getByRole('button', { name: 'Ver detalle' }).click();
  await d.page
    .getByRole('dialog', { name: 'Taberna del Arenal' })
    .getByRole('button', { name: 'Cancelar reserva' })
    .click();
  const confirm = d.page.getByRole('alertdialog');
  await expect(confirm).toContainText('Quieres cancelar la reserva en Taberna del Arenal');
  await cancelAsTheDiner(d, rv);
  return { accept: () => confirm.getByRole('button', { name: 'Aceptar' }).click() };
}
