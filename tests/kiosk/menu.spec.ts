import { expect, type Page, test } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';

type Category = {
  id: string;
  name: string;
  nombreTrad: Record<string, string>;
  visible: boolean;
  prods: string[];
};
type Product = { ip: string; np: string; pm: number };

/** Asks the browser host what the device is paired to, so the test follows the demo data instead of copying it. */
async function kioskData(page: Page) {
  const call = async <T>(channel: string): Promise<T> => {
    const response = await page.request.post(`/kiosk-host/invoke/${channel}`, { data: { payload: null } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const info = await call<{
    nombre: string;
    cfg: { kiosk: { nombre: string } | null; app: { cur: { code: string } } };
  }>('platform.restaurant');
  const menu = await call<{ jprods: Category[]; prods: Product[] }>('platform.menu');
  return { name: info.cfg.kiosk?.nombre || info.nombre, currency: info.cfg.app.cur.code, menu };
}

/** A top-level category (3-character id) and one product listed directly in it. */
function categoryWithProduct(menu: { jprods: Category[]; prods: Product[] }) {
  for (const c of menu.jprods) {
    if (!c.visible || c.id.length !== 3) continue;
    const product = menu.prods.find((p) => c.prods.includes(p.ip) && p.pm > 0);
    if (product) return { category: c, product };
  }
  throw new Error('the demo menu has no top-level category with a priced product');
}

// The renderer's CSP forbids inline scripts (as it should); axe-core is injected as one.
test.use({ bypassCSP: true });

test.describe('kiosk in browser mode', () => {
  test('welcome, touch to start, menu with categories and CLP prices, language switch', async ({ page }) => {
    const data = await kioskData(page);
    expect(data.currency).toBe('CLP');

    await page.goto('/kiosk/');
    await expect(page).toHaveURL(/#\/KioskWelcome$/);
    // The welcome screen shows a loading placeholder first (3 s, spec/3 §9).
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: data.name })).toBeVisible({ timeout: 10_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Toca para comenzar' }).click();
    // The demo kiosk lets the diner choose the order type (orderType 3); order-flow.spec walks that part.
    await expect(page).toHaveURL(/#\/OrderType$/);
    await page.goto('/kiosk/#/ProductMenu');
    await expect(page).toHaveURL(/#\/ProductMenu$/);

    const categories = page.getByRole('navigation', { name: 'Categorías' });
    await expect(categories.getByRole('button', { name: 'Todo', pressed: true })).toBeVisible();
    const { category, product } = categoryWithProduct(data.menu);
    await expect(categories.getByRole('button', { name: category.name })).toBeVisible();

    // CLP has no minor unit and groups thousands with '.': 8900 → $8.900.
    const clp = `$${String(product.pm).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.np }) });
    await expect(card).toContainText(clp);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await categories.getByRole('button', { name: category.name }).click();
    await expect(categories.getByRole('button', { name: category.name, pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible();
    const inCategory = data.menu.prods.filter((p) => category.prods.includes(p.ip));
    await expect(page.getByRole('listitem')).toHaveCount(inCategory.length);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'English', pressed: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'All' }),
    ).toBeVisible();
    const english = category.nombreTrad.en ?? category.name;
    await expect(page.getByRole('heading', { level: 2, name: english })).toBeVisible();
  });

  test('a sold-out product carries the Agotado tag', async ({ page }) => {
    await page.goto('/kiosk/#/ProductMenu');
    const grid = page.getByRole('list');
    await expect(grid.getByRole('listitem').first()).toBeVisible({ timeout: 10_000 });
    const soldOut = grid.getByRole('listitem').filter({ hasText: 'Agotado' });
    // The demo menu marks at least one product agot (resources/demo).
    await expect(soldOut.first()).toBeVisible();
  });

  test('the bridge refuses an unknown channel with a readable 400', async ({ request }) => {
    const response = await request.post('/kiosk-host/invoke/device.format', { data: { payload: null } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'bad_input' } });
  });
});
