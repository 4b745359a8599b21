import { randomBytes } from 'node:crypto';
import { PaymentCode, type TSavedCard } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import type { VaultCard } from '../payments/card-vault.ts';

/**
 * A diner's saved cards and the openings of the vault's card form (migration 031; issue 16 item 4). Only a
 * card's vault reference, brand, last four digits and expiry are kept.
 */

export type CardRow = {
  id: string;
  user_id: string;
  provider: string;
  vault_ref: string;
  gfp: number;
  pais: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  listed: boolean;
};

export type EnrollmentPurpose = 'save' | 'order';

export type EnrollmentRow = {
  id: string;
  user_id: string;
  purpose: EnrollmentPurpose;
  pais: string;
  amount: number;
  currency: string;
  provider: string;
  vault_token: string | null;
  status: 'open' | 'tokenized' | 'failed' | 'used';
  vault_ref: string | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  created_at: Date;
};

const CARD_COLUMNS =
  'id, user_id, provider, vault_ref, gfp, pais, brand, last4, exp_month, exp_year, is_default, listed';

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

/** A card as the diner reads it (ZSavedCard). */
export function toSavedCard(row: CardRow): TSavedCard {
  return {
    id: row.id,
    gfp: row.gfp,
    pais: row.pais,
    brand: row.brand,
    last_four_digits: row.last4,
    exp: `${String(row.exp_month).padStart(2, '0')}/${String(row.exp_year % 100).padStart(2, '0')}`,
    payment_method: { name: row.brand },
    default: row.is_default,
  };
}

/** The diner's listed cards, the default first, then newest first. */
export async function cardsOf(
  db: Queryable,
  userId: number,
  filter: { gfp?: number; pais?: string } = {},
): Promise<CardRow[]> {
  return db.query<CardRow>(
    `select ${CARD_COLUMNS} from saved_cards
     where user_id = $1 and listed and deleted_at is null
       and ($2::int is null or gfp = $2) and ($3::text is null or pais = $3)
     order by is_default desc, created_at desc, id`,
    [userId, filter.gfp ?? null, filter.pais ?? null],
  );
}

/** One of the diner's cards still usable (listed or not): another diner's id reads as none. */
export async function cardOf(db: Queryable, userId: number, id: string): Promise<CardRow | null> {
  const [row] = await db.query<CardRow>(
    `select ${CARD_COLUMNS} from saved_cards where id = $1 and user_id = $2 and deleted_at is null`,
    [id, userId],
  );
  return row ?? null;
}

/**
 * Keeps a tokenized card for the diner. The first card of a country becomes its default; `listed` false keeps
 * a card used once at checkout off the diner's list.
 */
export async function insertCard(
  tx: Queryable,
  input: { userId: number; provider: string; card: VaultCard; pais: string; listed: boolean; now: Date },
): Promise<CardRow> {
  const [row] = await tx.query<CardRow>(
    `insert into saved_cards (id, user_id, provider, vault_ref, gfp, pais, brand, last4, exp_month, exp_year,
       is_default, listed, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
       $11 and not exists (select 1 from saved_cards where user_id = $2 and pais = $6 and is_default
                           and deleted_at is null),
       $11, $12)
     returning ${CARD_COLUMNS}`,
    [
      newId('card-'),
      input.userId,
      input.provider,
      input.card.ref,
      PaymentCode.savedCard,
      input.pais,
      input.card.brand,
      input.card.last4,
      input.card.expMonth,
      input.card.expYear,
      input.listed,
      input.now,
    ],
  );
  return row!;
}

/**
 * Deletes one of the diner's cards (the row stays for the orders it paid). When it was the default, the newest
 * other card of its country becomes the default. Answers the card deleted, or null when it is not the diner's.
 */
export async function deleteCard(
  db: Database,
  userId: number,
  id: string,
  now: Date,
): Promise<CardRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CardRow>(
      `update saved_cards set deleted_at = $3, is_default = false
       where id = $1 and user_id = $2 and listed and deleted_at is null
       returning ${CARD_COLUMNS}`,
      [id, userId, now],
    );
    if (!row) return null;
    await tx.query(
      `update saved_cards set is_default = true where id = (
         select id from saved_cards where user_id = $1 and pais = $2 and listed and deleted_at is null
         and not exists (select 1 from saved_cards where user_id = $1 and pais = $2 and is_default
                         and deleted_at is null)
         order by created_at desc, id limit 1)`,
      [userId, row.pais],
    );
    return row;
  });
}

/** Makes one of the diner's cards the default of its country; false when it is not the diner's. */
export async function makeDefault(db: Database, userId: number, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ pais: string }>(
      `select pais from saved_cards where id = $1 and user_id = $2 and listed and deleted_at is null for update`,
      [id, userId],
    );
    if (!row) return false;
    await tx.query(
      'update saved_cards set is_default = false where user_id = $1 and pais = $2 and is_default and id <> $3',
      [userId, row.pais, id],
    );
    await tx.query('update saved_cards set is_default = true where id = $1', [id]);
    return true;
  });
}

/** Opens a card form for the diner: its id is the code the page comes back with. */
export async function createEnrollment(
  db: Queryable,
  input: {
    userId: number;
    purpose: EnrollmentPurpose;
    pais: string;
    amount: number;
    currency: string;
    provider: string;
    now: Date;
  },
): Promise<string> {
  const id = newId('ce-');
  await db.query(
    `insert into card_enrollments (id, user_id, purpose, pais, amount, currency, provider, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [id, input.userId, input.purpose, input.pais, input.amount, input.currency, input.provider, input.now],
  );
  return id;
}

export async function setEnrollmentToken(db: Queryable, id: string, token: string): Promise<void> {
  await db.query('update card_enrollments set vault_token = $2 where id = $1', [id, token]);
}

export async function enrollmentById(db: Queryable, id: string): Promise<EnrollmentRow | null> {
  const [row] = await db.query<EnrollmentRow>(
    `select id, user_id, purpose, pais, amount, currency, provider, vault_token, status, vault_ref, brand, last4,
       exp_month, exp_year, created_at
     from card_enrollments where id = $1`,
    [id],
  );
  return row ?? null;
}

/** The vault tokenized the card of an open enrolment (or the form failed): recorded once. */
export async function settleEnrollment(
  db: Queryable,
  id: string,
  card: VaultCard | null,
  now: Date,
): Promise<boolean> {
  const changed = await db.query(
    `update card_enrollments set status = $2, vault_ref = $3, brand = $4, last4 = $5, exp_month = $6,
       exp_year = $7, updated_at = $8
     where id = $1 and status = 'open' returning id`,
    [
      id,
      card ? 'tokenized' : 'failed',
      card?.ref ?? null,
      card?.brand ?? null,
      card?.last4 ?? null,
      card?.expMonth ?? null,
      card?.expYear ?? null,
      now,
    ],
  );
  return changed.length > 0;
}

/** The card an enrolment tokenized, as the vault named it. */
export const enrollmentCard = (row: EnrollmentRow): VaultCard | null =>
  row.status === 'tokenized' && row.vault_ref && row.brand && row.last4 && row.exp_month && row.exp_year
    ? {
        ref: row.vault_ref,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
      }
    : null;

/**
 * Takes a tokenized enrolment for its card, once (status 'used'): two requests with one code, one takes it.
 * Answers whether this call took it.
 */
export async function takeEnrollment(
  db: Queryable,
  input: { id: string; userId: number; purpose: EnrollmentPurpose; notBefore: Date; now: Date },
): Promise<boolean> {
  const taken = await db.query(
    `update card_enrollments set status = 'used', updated_at = $5
     where id = $1 and user_id = $2 and purpose = $3 and status = 'tokenized' and created_at >= $4
     returning id`,
    [input.id, input.userId, input.purpose, input.notBefore, input.now],
  );
  return taken.length > 0;
}

/** A taken enrolment's end: the card it became, or failed (the card check or the charge was declined). */
export async function endEnrollment(db: Queryable, id: string, cardId: string | null, now: Date) {
  await db.query(
    `update card_enrollments set card_id = $2, status = case when $2::text is null then 'failed' else 'used' end,
       updated_at = $3
     where id = $1`,
    [id, cardId, now],
  );
}

/** Forgets a card the vault declined on its first charge (a card typed at checkout): it is no one's card. */
export async function forgetCard(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update saved_cards set deleted_at = $2, is_default = false where id = $1', [id, now]);
}
