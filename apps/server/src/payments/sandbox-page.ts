import { formatMoney, type Language, type TCurrency } from '@comanda/domain';
import { type SandboxTextKey, sandboxText } from '@comanda/i18n/sandbox';

/**
 * The sandbox provider's hosted pay page (DESIGN 'Real parts': an honest adapter that behaves like a real
 * provider from the caller's side). Server-rendered, no script: two forms post the decision back. It says
 * plainly that it is a sandbox, so nobody mistakes it for a real charge. It speaks the diner's language (the
 * order's, issue 15; texts in packages/i18n, sandbox.ts).
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
.approve{background:#137333;color:#fff}.decline{background:#c5221f;color:#fff}
.note{color:#666;font-size:.9rem;margin-top:2rem}`;

export function page(
  title: string,
  body: string,
  opts: { head?: string; badge?: string; language?: Language } = {},
): string {
  const language = opts.language ?? 'es';
  const badge = opts.badge ?? sandboxText(language, 'm1_sandbox_pay_badge');
  const head = opts.head ?? '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">${head}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<p><span class="badge">${escapeHtml(badge)}</span></p>${body}
<p class="note">${escapeHtml(sandboxText(language, 'p1_sandbox_note', { badge }))}</p>
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
  language: Language;
}): string {
  const say = (key: SandboxTextKey, params?: Record<string, string | number>) =>
    sandboxText(input.language, key, params);
  const action = (decision: 'approve' | 'decline') =>
    `/pay/mw/payments/paypayment?idpr=${encodeURIComponent(input.paymentId)}&d=${decision}${input.tpi ? `&tpi=${encodeURIComponent(input.tpi)}` : ''}`;
  return page(
    say('m1_sandbox_pay_badge'),
    `<h1>${escapeHtml(input.restaurant)}</h1>
<p>${escapeHtml(input.orderNumber === null ? say('m1_sandbox_table_bill') : say('p1_sandbox_order_number', { number: input.orderNumber }))}</p>
<p class="amount">${escapeHtml(formatMoney(input.amount, input.currency))}</p>
<form method="post" action="${action('approve')}"><button class="approve" type="submit">${escapeHtml(say('m1_sandbox_approve'))}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">${escapeHtml(say('m1_sandbox_decline'))}</button></form>`,
    { language: input.language },
  );
}

/** A payment that can no longer be decided: paid, declined, or its order cancelled (`key`: its text). */
export function closedPage(key: SandboxTextKey, orderPath: string, language: Language): string {
  const message = sandboxText(language, key);
  const back = sandboxText(language, 'm1_sandbox_back_to_order');
  return page(
    message,
    `<h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(orderPath)}">${escapeHtml(back)}</a></p>`,
    { head: `<meta http-equiv="refresh" content="3;url=${escapeHtml(orderPath)}">`, language },
  );
}

export function notFoundPage(language: Language = 'es'): string {
  const message = sandboxText(language, 'm1_sandbox_not_found');
  return page(message, `<h1>${escapeHtml(message)}</h1>`, { language });
}
