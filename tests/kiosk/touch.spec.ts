import { expect, test } from '@playwright/test';
import { invoke, newDeviceName, PIZZERIA, pairDevice } from './kiosk-device.ts';
import { checkScreen, TOTEM_SIZES, type TotemSize, typeOnKeys } from './touch.ts';

// Issue 12 item 5, 'touch only': a diner at a vertical and at a horizontal totem, in Spanish and in
// English, orders with taps alone — the locator on the keypad, the kitchen comment and the name and
// e-mail on the on-screen keyboard — and learns why 'Add' does nothing before the pizza has its size.
// Every screen on the way passes axe, draws no character that needs an emoji font, fits the screen
// and is photographed. Touch events (hasTouch + tap), as a totem's screen sends them.
// axe-core is injected as an inline script, which the renderer's CSP forbids (as it should).
test.use({ bypassCSP: true, hasTouch: true });
test.setTimeout(150_000);

const TEXTS = {
  es: {
    start: 'Toca para comenzar',
    eatHere: 'Comer aquí',
    keypad: 'Teclado numérico',
    confirm: 'Confirmar',
    product: 'Pizza Margarita',
    size: /Mediana/,
    add: /^Agregar al pedido/,
    needsExtras: 'Debes agregar extras para continuar',
    comment: 'Comentario para la cocina',
    keyboard: 'Teclado en pantalla',
    keys: { space: 'Espacio', shift: 'Mayúsculas', done: 'Listo' },
    viewOrder: /Ver pedido/,
    next: 'Continuar',
    name: 'Nombre',
    email: 'Correo electrónico',
    cash: 'Pagar en caja',
    card: 'Tarjeta de crédito o débito',
    cardPrompt: 'Sigue las instrucciones del terminal de pago.',
    backToMethods: 'Volver a medios de pago',
  },
  en: {
    start: 'Touch to start',
    eatHere: 'Eat here',
    keypad: 'Number pad',
    confirm: 'Confirm',
    product: 'Margherita pizza',
    size: /Medium/,
    add: /^Add to order/,
    needsExtras: 'Add the required extras to continue',
    comment: 'Note for the kitchen',
    keyboard: 'On-screen keyboard',
    keys: { space: 'Space', shift: 'Shift', done: 'Done' },
    viewOrder: /View order/,
    next: 'Continue',
    name: 'Name',
    email: 'E-mail',
    cash: 'Pay at the cash desk',
    card: 'Credit or debit card',
    cardPrompt: 'Follow the instructions on the card terminal.',
    backToMethods: 'Back to payment methods',
  },
} as const;

for (const size of Object.keys(TOTEM_SIZES) as TotemSize[]) {
  test.describe(`a ${size} totem`, () => {
    test.use({ viewport: TOTEM_SIZES[size] });

    for (const lang of ['es', 'en'] as const) {
      test(`orders in ${lang} by touch alone, the on-screen keyboard for comment, name and e-mail`, async ({
        page,
      }) => {
        const say = TEXTS[lang];
        const shot = (screen: string) => checkScreen(page, `${size}-${lang}-${screen}`);
        const device = newDeviceName(`touch-${size}-${lang}`);
        await pairDevice(page.request, device, PIZZERIA);
        await page.goto(`/kiosk/?device=${device}`);
        await expect(page.getByRole('button', { name: 'Toca para comenzar' })).toBeVisible({
          timeout: 15_000,
        });
        if (lang === 'en') await page.getByRole('button', { name: 'English' }).tap();
        await shot('welcome');
        await page.getByRole('button', { name: say.start }).tap();

        await page.getByRole('button', { name: say.eatHere }).waitFor();
        await shot('order-type');
        await page.getByRole('button', { name: say.eatHere }).tap();

        const keypad = page.getByRole('group', { name: say.keypad });
        await keypad.getByRole('button', { name: '3', exact: true }).tap();
        await shot('order-table');
        await keypad.getByRole('button', { name: say.confirm }).tap();

        const product = page.getByRole('button', { name: say.product, exact: true });
        await product.waitFor();
        await shot('product-menu');
        await product.tap();

        // spec/3 §5: add looks disabled until the size is chosen; a tap says why, for 1 s.
        const add = page.getByRole('button', { name: say.add });
        await expect(add).toBeDisabled();
        await shot('kiosk-product');
        // Playwright refuses to tap what is (aria-)disabled; a diner's finger does not.
        await add.tap({ force: true });
        const toast = page.getByRole('alert').filter({ hasText: say.needsExtras });
        await expect(toast).toBeVisible();
        const shownAt = Date.now();
        await expect(page).toHaveURL(/#\/KioskProduct\//);
        await shot('kiosk-product-needs-extras');
        await expect(toast).toBeHidden({ timeout: 5_000 });
        const shownFor = Date.now() - shownAt;
        expect(shownFor, 'the reason stays about 1 s').toBeGreaterThan(500);
        expect(shownFor).toBeLessThan(2_500);
        await page.getByRole('checkbox', { name: say.size }).tap();
        await expect(add).toBeEnabled();

        // The comment: its field opens the keyboard, the keys fill it, 'done' closes it.
        const comment = page.getByLabel(say.comment);
        await comment.tap();
        const keyboard = page.getByRole('region', { name: say.keyboard });
        await expect(keyboard).toBeVisible();
        await typeOnKeys(keyboard, 'Sin cebolla, bien cocida', say.keys);
        await expect(comment).toHaveValue('Sin cebolla, bien cocida');
        await expect(comment).toBeFocused();
        await expect(comment).toBeInViewport();
        await shot('kiosk-product-keyboard');
        await keyboard.getByRole('button', { name: say.keys.done }).tap();
        await expect(keyboard).toBeHidden();
        await add.tap();

        await page.getByRole('button', { name: say.viewOrder }).tap();
        await expect(page).toHaveURL(/#\/upselling$/);
        await shot('upselling');
        await page.getByRole('button', { name: say.next }).tap();
        await expect(page).toHaveURL(/#\/KioskCart$/);
        await expect(page.locator('.cart-line').first()).toContainText('Sin cebolla, bien cocida');
        await shot('kiosk-cart');
        await page.getByRole('button', { name: say.next }).tap();

        // UserData: the keyboard is there from the start and types into the name; then the e-mail.
        await expect(page).toHaveURL(/#\/UserData$/);
        const userKeyboard = page.getByRole('region', { name: say.keyboard });
        const name = page.getByLabel(say.name);
        const email = page.getByLabel(say.email);
        const next = page.getByRole('button', { name: say.next });
        await expect(name).toBeFocused();
        await expect(next).toBeDisabled();
        await shot('user-data');
        await typeOnKeys(userKeyboard, 'José Peña', say.keys);
        await expect(name).toHaveValue('José Peña');
        await expect(name).toHaveAttribute('aria-invalid', 'false');
        await email.tap();
        // The e-mail's own keys: @ and .com, no space.
        await expect(userKeyboard.getByRole('button', { name: '@' })).toBeVisible();
        await expect(userKeyboard.getByRole('button', { name: say.keys.space })).toHaveCount(0);
        await typeOnKeys(userKeyboard, 'jose_pena@correo', say.keys);
        await expect(next).toBeDisabled();
        await userKeyboard.getByRole('button', { name: '.com', exact: true }).tap();
        await expect(email).toHaveValue('jose_pena@correo.com');
        await expect(email).toBeFocused();
        await expect(next).toBeEnabled();
        await shot('user-data-filled');
        await next.tap();

        await expect(page).toHaveURL(/#\/SelectPaymentMethod$/);
        await page.getByRole('button', { name: say.cash }).waitFor();
        await shot('select-payment');

        // PayOrder while the terminal waits for the diner's card (the sandbox holds the charge), then a
        // declined card and back to the methods, the way a diner who changes their mind goes.
        await invoke(page.request, device, 'dev.cardTerminal', { mode: 'wait' });
        await page.getByRole('button', { name: say.card }).tap();
        await expect(page).toHaveURL(/#\/PayOrder\/\d+$/);
        await expect(page.getByText(say.cardPrompt)).toBeVisible({ timeout: 15_000 });
        await shot('pay-order-card');
        await invoke(page.request, device, 'dev.cardTerminal', { mode: 'decline' });
        await page.getByRole('button', { name: say.backToMethods }).tap({ timeout: 15_000 });
        await invoke(page.request, device, 'dev.cardTerminal', { mode: 'auto' });
        await page.getByRole('button', { name: say.cash }).tap();
        await expect(page).toHaveURL(/#\/PaymentReceived$/, { timeout: 15_000 });
        await expect(page.locator('.payment-received-number')).toContainText(/\d+/);
        await shot('payment-received');
      });
    }
  });
}
