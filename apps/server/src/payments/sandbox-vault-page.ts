import type { Language } from '@comanda/domain';
import { type SandboxTextKey, sandboxText } from '@comanda/i18n/sandbox';
import { escapeHtml, page } from './sandbox-page.ts';
import { type SandboxFormProblem, vaultFormPath } from './sandbox-vault.ts';

/**
 * The sandbox card vault's hosted card form (payments/sandbox-vault.ts): server-rendered, no script, in the
 * language the enrolment opened it in (as a real vault takes a locale). It says plainly that it is a sandbox and
 * lists its test cards, so nobody types a real card.
 */

const FORM_STYLE = `<style>
label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input{font-size:1.1rem;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #767676;border-radius:.3rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
.save{background:#137333;color:#fff;margin-top:1rem}.cancel{background:#eee;color:#222}
.error{background:#fde7e9;color:#8a1c1c;padding:.6rem;border-radius:.3rem}
.tests{font-size:.9rem;color:#444}
</style>`;

const PROBLEM_TEXT: Record<SandboxFormProblem, SandboxTextKey> = {
  number: 'm1_vault_problem_number',
  expiry: 'm1_vault_problem_expiry',
  cvv: 'm1_vault_problem_cvv',
};

export function vaultFormPage(
  token: string,
  language: Language,
  problem: SandboxFormProblem | null = null,
): string {
  const say = (key: SandboxTextKey) => escapeHtml(sandboxText(language, key));
  const action = escapeHtml(vaultFormPath(token, language));
  const error = problem
    ? `<p class="error" role="alert" id="form-error">${say(PROBLEM_TEXT[problem])}</p>`
    : '';
  const described = problem ? ' aria-describedby="form-error"' : '';
  return page(
    sandboxText(language, 'm1_vault_title'),
    `<h1>${say('m1_vault_title')}</h1>${error}
<form method="post" action="${action}">
<label for="number">${say('m1_vault_number')}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required${described}>
<div class="row">
<div><label for="exp">${say('m1_vault_expiry')}</label>
<input id="exp" name="exp" placeholder="${say('m1_vault_expiry_placeholder')}" autocomplete="cc-exp" required></div>
<div><label for="cvv">${say('m1_vault_cvv')}</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
<label for="holder">${say('m1_vault_holder')}</label>
<input id="holder" name="holder" autocomplete="cc-name">
<button class="save" type="submit">${say('m1_vault_save')}</button>
</form>
<form method="post" action="${action}&amp;cancel=1"><button class="cancel" type="submit">${say('m1_vault_cancel')}</button></form>
<p class="tests">${say('m1_vault_test_cards')}</p>`,
    { head: FORM_STYLE, badge: sandboxText(language, 'm1_vault_badge'), language },
  );
}

export function vaultClosedPage(language: Language): string {
  return page(
    sandboxText(language, 'm1_vault_closed_title'),
    `<h1>${escapeHtml(sandboxText(language, 'm1_vault_closed'))}</h1><p><a href="/">${escapeHtml(sandboxText(language, 'm1_vault_home'))}</a></p>`,
    { badge: sandboxText(language, 'm1_vault_badge'), language },
  );
}
