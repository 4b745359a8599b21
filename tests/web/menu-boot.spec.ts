import { expect, type Page, type Request, test } from '@playwright/test';

// Issue 11 item 4: the menu page's data comes with the page (apps/server/src/routes/page-boot.ts) and its
// route code is preloaded; a menu reached inside the site loads through the route's loader.
const FORESTAL_MENU = '/r/cl/pizzeria-forestal/101/menu';
const isMenuData = (request: Request) => /\/srv\/(test|getrestomenu)\b/.test(new URL(request.url()).pathname);

/** Every request of the page that asks the API for a restaurant or a menu. */
function watchMenuCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isMenuData(request)) calls.push(request);
  });
  return calls;
}

test('a menu page opened directly asks no /srv call for its restaurant or menu', async ({ page }) => {
  const calls = watchMenuCalls(page);
  const cspReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto(FORESTAL_MENU);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<script type="application/json" id="comanda-boot">');
  // Drawn by the server, the page lists its route's code for the entry to ask for once the cover painted
  // (page-boot.ts, apps/web/src/main.tsx): none of it is preloaded in <head>.
  expect(html).toMatch(
    /<div id="root" data-rendered-in="es" data-preload="[^"]*\/assets\/menu-route-[^"]+\.js/,
  );
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/modulepreload[^>]*menu-route/);

  await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pizza Margarita', exact: true })).toBeVisible();
  expect(calls.map((c) => c.url())).toEqual([]);
  // The data block is data, never run: the strict CSP refuses no inline script. (zod probes whether it may
  // compile with eval, which the CSP refuses as 'script-src eval' on every page; zod then runs without it.)
  expect(cspReports.filter((report) => !report.includes('script-src eval'))).toEqual([]);
  // It is taken once: the page's DOM no longer holds it.
  await expect(page.locator('#comanda-boot')).toHaveCount(0);
});

test('a menu reached from home loads through the route loader, restaurant and menu at once', async ({
  page,
}) => {
  await page.goto('/');
  const list = page.getByRole('region', { name: 'Restaurantes cerca de ti' }).getByRole('list');
  await expect(list.getByRole('link', { name: 'Pizzería Forestal' })).toBeVisible();
  const calls = watchMenuCalls(page);
  // The restaurant's answer is held back until the menu is asked for (or 3 s pass): asked one after the
  // other, the menu call could not start before the restaurant's answer.
  let infoAnswered = false;
  let menuAskedBeforeInfo = false;
  page.on('request', (request) => {
    if (!infoAnswered && new URL(request.url()).pathname === '/srv/getrestomenu') menuAskedBeforeInfo = true;
  });
  await page.route('**/srv/test?**', async (route) => {
    for (let waited = 0; !menuAskedBeforeInfo && waited < 3000; waited += 50) await page.waitForTimeout(50);
    infoAnswered = true;
    await route.continue();
  });
  await list.getByRole('link', { name: 'Pizzería Forestal' }).click();
  await expect(page).toHaveURL(FORESTAL_MENU);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pizza Margarita', exact: true })).toBeVisible();
  expect(calls.map((c) => new URL(c.url()).pathname).sort()).toEqual(['/srv/getrestomenu', '/srv/test']);
  expect(menuAskedBeforeInfo).toBe(true);
});

test('an unknown restaurant gets the plain page and the app says it was not found', async ({ page }) => {
  const response = await page.goto('/r/cl/nadie/99999/menu');
  expect(await response?.text()).not.toContain('comanda-boot');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/no encontr/i);
});
