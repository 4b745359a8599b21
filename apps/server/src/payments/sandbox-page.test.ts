import { ZCurrency } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { closedPage, payPage } from './sandbox-page.ts';
import { vaultClosedPage, vaultFormPage } from './sandbox-vault-page.ts';

const CLP = ZCurrency.parse({ decimals: 0, thousandsSeparator: '.' });
const pay = (language: 'es' | 'en') =>
  payPage({
    paymentId: 'p-1',
    restaurant: 'Pizzería Forestal',
    orderNumber: 12,
    amount: 17_800,
    currency: CLP,
    tpi: '',
    language,
  });

/** WCAG contrast of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05);
}
const background = (html: string, cls: string) =>
  new RegExp(`\\.${cls}\\{background:#([0-9a-f]{6});color:#fff`).exec(html)?.[1] ?? '';

describe("the sandbox provider's pages (issue 15: axe contrast, the diner's language)", () => {
  it("speaks the order's language", () => {
    const es = pay('es');
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('Pedido n.º 12');
    expect(es).toContain('>Aprobar</button>');
    const en = pay('en');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Order no. 12');
    expect(en).toContain('>Approve</button>');
    expect(en).toContain('>Decline</button>');
    expect(en).toContain('Payments sandbox: nothing is charged.');
    expect(en).not.toContain('Aprobar');
    expect(closedPage('m1_sandbox_paid', '/o/1', 'en')).toContain('<h1>This order is already paid</h1>');
  });

  it('draws its white-on-colour buttons at 4.5:1 or more', () => {
    for (const [html, cls] of [
      [pay('es'), 'approve'],
      [pay('es'), 'decline'],
      [vaultFormPage('tok-1', 'es'), 'save'],
    ] as const) {
      const hex = background(html, cls);
      expect(hex, cls).not.toBe('');
      expect(contrastWithWhite(hex), cls).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("speaks the card form in the enrolment's language, and keeps it when the form comes back with a problem", () => {
    const en = vaultFormPage('tok-1', 'en', 'expiry');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>Enter your card</h1>');
    expect(en).toContain('The expiry date is not valid or has passed.');
    expect(en).toContain('action="/pay/vault/sandbox/form?token=tok-1&amp;lang=en"');
    expect(en).toContain('Card sandbox');
    expect(en).not.toContain('Tarjeta');
    const es = vaultFormPage('tok-1', 'es');
    expect(es).toContain('<h1>Ingresa tu tarjeta</h1>');
    expect(es).toContain('action="/pay/vault/sandbox/form?token=tok-1"');
    expect(vaultClosedPage('en')).toContain('<h1>This card form is no longer available</h1>');
  });
});
