import { escapeHtml, page } from './sandbox-page.ts';
import type { SandboxFormProblem } from './sandbox-vault.ts';

/**
 * The sandbox card vault's hosted card form (payments/sandbox-vault.ts): server-rendered, no script, in
 * Spanish. It says plainly that it is a sandbox and lists its test cards, so nobody types a real card.
 */

const BADGE = 'Sandbox de tarjetas';

const FORM_STYLE = `<style>
label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input{font-size:1.1rem;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #767676;border-radius:.3rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
.save{background:#137333;color:#fff;margin-top:1rem}.cancel{background:#eee;color:#222}
.error{background:#fde7e9;color:#8a1c1c;padding:.6rem;border-radius:.3rem}
.tests{font-size:.9rem;color:#444}
</style>`;

const PROBLEM_TEXT: Record<SandboxFormProblem, string> = {
  number: 'El número de tarjeta no es válido.',
  expiry: 'La fecha de vencimiento no es válida o ya pasó.',
  cvv: 'El código de seguridad tiene 3 o 4 dígitos.',
};

export function vaultFormPage(token: string, problem: SandboxFormProblem | null = null): string {
  const action = `/pay/vault/sandbox/form?token=${encodeURIComponent(token)}`;
  const error = problem
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(PROBLEM_TEXT[problem])}</p>`
    : '';
  const described = problem ? ' aria-describedby="form-error"' : '';
  return page(
    'Ingresa tu tarjeta',
    `<h1>Ingresa tu tarjeta</h1>${error}
<form method="post" action="${action}">
<label for="number">Número de tarjeta</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required${described}>
<div class="row">
<div><label for="exp">Vencimiento (MM/AA)</label>
<input id="exp" name="exp" placeholder="MM/AA" autocomplete="cc-exp" required></div>
<div><label for="cvv">Código de seguridad</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
<label for="holder">Nombre en la tarjeta</label>
<input id="holder" name="holder" autocomplete="cc-name">
<button class="save" type="submit">Guardar tarjeta</button>
</form>
<form method="post" action="${action}&amp;cancel=1"><button class="cancel" type="submit">Cancelar</button></form>
<p class="tests">Tarjetas de prueba: 4242 4242 4242 4242 (aprobada), 4000 0000 0000 0002 (rechazada);
cualquier fecha futura y código de 3 dígitos.</p>`,
    { head: FORM_STYLE, badge: BADGE },
  );
}

export function vaultClosedPage(): string {
  return page(
    'Formulario no disponible',
    '<h1>Este formulario de tarjeta ya no está disponible</h1><p><a href="/">Volver al inicio</a></p>',
    { badge: BADGE },
  );
}
