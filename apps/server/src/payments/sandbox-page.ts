import { formatMoney, type TCurrency } from '@comanda/domain';

/**
 * The sandbox provider's hosted pay page (DESIGN 'Real parts': an honest adapter that behaves like a real
 * provider from the caller's side). Server-rendered, no script: two forms post the decision back. It says
 * plainly that it is a sandbox, so nobody mistakes it for a real charge.
 */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
.badge{display:inline-block;background:#ffe08a;color:#5c4400;border-radius:.3rem;padding:.2rem .6rem;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}
form{display:inline-block;margin-right:.5rem}
button{font-size:1.1rem;padding:.7rem 1.4rem;border-radius:.4rem;border:0;cursor:pointer}
.approve{background:#1e8e3e;color:#fff}.decline{background:#c5221f;color:#fff}
.note{color:#666;font-size:.9rem;margin-top:2rem}`;

export function page(title: string, body: string, head = '', badge = 'Sandbox de pagos'): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">${head}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<p><span class="badge">${escapeHtml(badge)}</span></p>${body}
<p class="note">${escapeHtml(badge)} de Comanda: no se cobra nada. Un proveedor real reemplaza esta página.</p>
</body></html>`;
}

export function payPage(input: {
  paymentId: string;
  restaurant: string;
  /** The order's number, or null for a payment of lines of a table's bill (issue 14 item 5). */
  orderNumber: number | null;
  amount: number;
  currency: TCurrency;
  tpi: string;
}): string {
  const action = (decision: 'approve' | 'decline') =>
    `/pay/mw/payments/paypayment?idpr=${encodeURIComponent(input.paymentId)}&d=${decision}${input.tpi ? `&tpi=${encodeURIComponent(input.tpi)}` : ''}`;
  return page(
    'Sandbox de pagos',
    `<h1>${escapeHtml(input.restaurant)}</h1>
<p>${input.orderNumber === null ? 'Cuenta de la mesa' : `Pedido n.º ${input.orderNumber}`}</p>
<p class="amount">${escapeHtml(formatMoney(input.amount, input.currency))}</p>
<form method="post" action="${action('approve')}"><button class="approve" type="submit">Aprobar</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Rechazar</button></form>`,
  );
}

/** A payment that can no longer be decided: paid, declined, or its order cancelled. */
export function closedPage(message: string, orderPath: string): string {
  return page(
    message,
    `<h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(orderPath)}">Volver al pedido</a></p>`,
    `<meta http-equiv="refresh" content="3;url=${escapeHtml(orderPath)}">`,
  );
}

export function notFoundPage(): string {
  return page('Pago no encontrado', '<h1>Pago no encontrado</h1>');
}
