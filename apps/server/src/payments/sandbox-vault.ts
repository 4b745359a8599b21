import { randomBytes } from 'node:crypto';
import { cardBrand, cardUnexpired, type Language, luhnValid } from '@comanda/domain';
import type { Database } from '../db/database.ts';
import type { CardVault, VaultCard } from './card-vault.ts';

/**
 * The sandbox card vault (DESIGN 'Real parts': an honest adapter that behaves like the real service from the
 * caller's side). Its hosted form is /pay/vault/sandbox/form (routes/sandbox-vault-form.ts, a development
 * surface with the sandbox payments). It keeps its books in its own tables (migration 031), as a provider
 * would on its side, so several instances share them; it never keeps a card number or security code — only
 * how a test card behaves:
 * - 4000 0000 0000 0002 is declined at every charge (the card check fails);
 * - any other number that passes the Luhn check with an unexpired date is approved.
 */
export const SANDBOX_VAULT_PROVIDER = 'sandbox-vault';

/** The test number whose charges the sandbox declines. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

/** The hosted form's address, in a language (Spanish by default); it posts back to itself, keeping it. */
export const vaultFormPath = (token: string, language: Language) =>
  `/pay/vault/sandbox/form?token=${encodeURIComponent(token)}${language === 'es' ? '' : `&lang=${language}`}`;

export type SandboxCardForm = { number: string; month: number; year: number; cvv: string };

/** Why the sandbox form refuses what was typed (shown on the form; nothing is kept). */
export type SandboxFormProblem = 'number' | 'expiry' | 'cvv';

export function sandboxFormProblem(form: SandboxCardForm, now: Date): SandboxFormProblem | null {
  if (!luhnValid(form.number)) return 'number';
  if (!cardUnexpired(form.month, form.year, now)) return 'expiry';
  if (!/^\d{3,4}$/.test(form.cvv)) return 'cvv';
  return null;
}

export function createSandboxVault(db: Database): CardVault & {
  /** The form's session, while it can still be completed: where it returns to. */
  openSession(token: string): Promise<{ returnPath: string } | null>;
  /** The form was filled in: the card is tokenized (its number read once, never stored). */
  completeSession(token: string, form: SandboxCardForm, now: Date): Promise<string | null>;
  /** The diner gave up on the form. */
  cancelSession(token: string): Promise<string | null>;
} {
  return {
    provider: SANDBOX_VAULT_PROVIDER,

    async startEnrollment({ returnPath, language, now }) {
      const token = randomId('tok-');
      await db.query(
        `insert into sandbox_vault_sessions (token, return_url, created_at) values ($1, $2, $3)`,
        [token, returnPath, now],
      );
      return { token, formUrl: vaultFormPath(token, language) };
    },

    async openSession(token) {
      const [row] = await db.query<{ return_url: string }>(
        `select return_url from sandbox_vault_sessions where token = $1 and status = 'open'`,
        [token],
      );
      return row ? { returnPath: row.return_url } : null;
    },

    async completeSession(token, form, now) {
      return db.transaction(async (tx) => {
        const [session] = await tx.query<{ return_url: string }>(
          `select return_url from sandbox_vault_sessions where token = $1 and status = 'open' for update`,
          [token],
        );
        if (!session) return null;
        const ref = randomId('vc-');
        await tx.query(
          `insert into sandbox_vault_cards (ref, brand, last4, exp_month, exp_year, behaviour, created_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            ref,
            cardBrand(form.number),
            form.number.slice(-4),
            form.month,
            form.year < 100 ? 2000 + form.year : form.year,
            form.number === SANDBOX_DECLINED_CARD ? 'decline' : 'approve',
            now,
          ],
        );
        await tx.query(
          `update sandbox_vault_sessions set status = 'completed', card_ref = $2 where token = $1`,
          [token, ref],
        );
        return withParam(session.return_url, 'token', token);
      });
    },

    async cancelSession(token) {
      const [row] = await db.query<{ return_url: string }>(
        `update sandbox_vault_sessions set status = 'cancelled' where token = $1 and status = 'open'
         returning return_url`,
        [token],
      );
      return row ? withParam(row.return_url, 'cancelled', '1') : null;
    },

    async finishEnrollment(token) {
      const [row] = await db.query<{
        ref: string;
        brand: string;
        last4: string;
        exp_month: number;
        exp_year: number;
      }>(
        `with finished as (
           update sandbox_vault_sessions set status = 'finished'
           where token = $1 and status = 'completed' returning card_ref)
         select c.ref, c.brand, c.last4, c.exp_month, c.exp_year
         from finished f join sandbox_vault_cards c on c.ref = f.card_ref`,
        [token],
      );
      if (!row) return null;
      return {
        ref: row.ref,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
      } satisfies VaultCard;
    },

    async charge({ ref, amount, currency, now }) {
      const [card] = await db.query<{ behaviour: string }>(
        'select behaviour from sandbox_vault_cards where ref = $1 and removed_at is null',
        [ref],
      );
      if (!card) return { approved: false, reason: 'unknown_card' };
      const approved = card.behaviour === 'approve';
      const authorization = randomId('auth-');
      await db.query(
        `insert into sandbox_vault_charges (authorization_code, card_ref, amount, currency, approved, at)
         values ($1, $2, $3, $4, $5, $6)`,
        [authorization, ref, amount, currency, approved, now],
      );
      return approved ? { approved: true, authorization } : { approved: false, reason: 'declined' };
    },

    async reverse(authorization, now) {
      await db.query(
        'update sandbox_vault_charges set reversed_at = $2 where authorization_code = $1 and reversed_at is null',
        [authorization, now],
      );
    },

    async remove(ref, now) {
      await db.query('update sandbox_vault_cards set removed_at = $2 where ref = $1 and removed_at is null', [
        ref,
        now,
      ]);
    },
  };
}

export type SandboxVault = ReturnType<typeof createSandboxVault>;

function withParam(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}
