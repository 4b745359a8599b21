import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';

// Issue 18 item 5 (spec/3 §2 'Portal routes', §8 'Empty portal list'): a portal's page on the web,
// /l/{pais}/portal/{idportal}, with the demo portal resources/demo/portals/patio-santiago.json (Pizzería
// Forestal and Sánguches del Mapocho), on a 360×740 phone.

const PHONE = { width: 360, height: 740 };
const SCREENS = process.env.PORTAL_SCREENS_DIR ?? 'test-results/portal';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousAxeViolations(page: Page) {
  // Run as code, not added as a <script>: the Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown }[] };
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const found = await axe.run();
    return found.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('a diner opens the Patio Santiago portal on a phone, sees its restaurants and reaches one', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The portal's answer is held back a moment, so the skeleton can be seen while it loads.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/srv/portalinfo?*', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/l/cl/portal/patio-santiago');
  await expect(page.locator('.restaurant-card--skeleton').first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cargando los locales del portal…' }),
  ).toBeAttached();
  release();

  await expect(page.getByRole('heading', { level: 1, name: 'Patio Santiago' })).toBeVisible();
  await expect(page).toHaveTitle(/Patio Santiago/);
  const list = page.getByRole('list', { name: 'Locales de Patio Santiago' });
  await expect(list.getByRole('link')).toHaveText(['Pizzería Forestal', 'Sánguches del Mapocho']);
  await expect(page.locator('.skeleton')).toHaveCount(0);
  // Nobody was located: the cards show no distance, but the address and the services.
  const mapocho = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Sánguches del Mapocho' }) });
  await expect(mapocho.locator('.venue-card__address')).not.toBeEmpty();
  await expect(mapocho).not.toContainText(/\d+(,\d+)? ?(m|Kms)\b/);

  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SCREENS}/portal-360-es.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await list.getByRole('link', { name: 'Sánguches del Mapocho' }).click();
  await expect(page).toHaveURL(/\/r\/cl\/sanguches-del-mapocho\/102\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sánguches del Mapocho' })).toBeVisible();
});

test("a portal that does not exist reads the spec's empty message", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/l/cl/portal/no-such-portal');
  await expect(
    page.getByRole('heading', { name: 'En este momento no hay locales disponibles' }),
  ).toBeVisible();
  await expect(page.getByText('Intenta nuevamente más tarde')).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/portal-empty-360-es.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
});
