import { randomBytes } from 'node:crypto';
import {
  ANONYMOUS_QR_SESSION_SECONDS,
  CHECK_IN_ORDER_ID_LENGTH,
  CHECK_IN_ORDER_ID_STORE_SECONDS,
  GUEST_IDENTITY,
  type GuestBinding,
  type Language,
  Module,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { createSession } from './accounts.ts';
import { GUEST_ACCOUNT_PREFIX } from './guest-identity.ts';

/** A table's check-in order id: 16 characters (spec/1 §2), unguessable (12 random bytes in base64url). */
const newCheckInOrderId = () => randomBytes(12).toString('base64url').slice(0, CHECK_IN_ORDER_ID_LENGTH);

/**
 * Seats an anonymous guest at a venue's table (migration 026): an account of its own, a module-2000 session
 * of 57600 s (spec/1 §6) and its binding to the table's check-in order id — the table's open one while a guest
 * joined it less than 3600 s ago (rules/check-in-guest.ts checkInOrderIdFresh, the same window in SQL), else a
 * new one. The account keeps the language the guest's site shows. All or nothing; the token is answered once and stored hashed. The caller has checked that the
 * venue offers guest login and that the table is one of its own.
 */
export async function startGuestSession(
  db: Database,
  input: { ir: string; il: string; dk: string; mesa: string; lang: Language; now: Date },
): Promise<{ token: string; expiresAt: Date; binding: GuestBinding }> {
  const { ir, il, dk, mesa, lang, now } = input;
  return db.transaction(async (tx) => {
    // One table's guests arriving at once share one id: the table's row order is taken under a lock.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`guest-table:${ir}:${il}:${dk}:${mesa}`]);
    const freshSince = new Date(now.getTime() - CHECK_IN_ORDER_ID_STORE_SECONDS * 1000);
    const [open] = await tx.query<{ checkin_id: string }>(
      `select checkin_id from guest_sessions
       where ir = $1 and il = $2 and dk = $3 and mesa = $4 and joined_at > $5
       order by joined_at desc limit 1`,
      [ir, il, dk, mesa, freshSince],
    );
    const checkInOrderId = open?.checkin_id ?? newCheckInOrderId();
    const [account] = await tx.query<{ id: string }>(
      'insert into users (email, first_name, lang) values ($1, $2, $3) returning id::text',
      [`${GUEST_ACCOUNT_PREFIX}${randomBytes(12).toString('base64url')}`, GUEST_IDENTITY.nombre, lang],
    );
    const userId = Number(account!.id);
    const until = new Date(now.getTime() + ANONYMOUS_QR_SESSION_SECONDS * 1000);
    const { token, expiresAt } = await createSession(tx, userId, Module.diner, now, until);
    await tx.query(
      `insert into guest_sessions (user_id, ir, il, dk, mesa, checkin_id, joined_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [userId, ir, il, dk, mesa, checkInOrderId, now, expiresAt],
    );
    return { token, expiresAt, binding: { ir, il, dk, mesa, checkInOrderId } };
  });
}

/** The table a guest account is bound to, or null for an account that is no guest. */
export async function guestBinding(db: Queryable, userId: number): Promise<GuestBinding | null> {
  const [row] = await db.query<{ ir: string; il: string; dk: string; mesa: string; checkin_id: string }>(
    'select ir, il, dk, mesa, checkin_id from guest_sessions where user_id = $1',
    [userId],
  );
  return row ? { ir: row.ir, il: row.il, dk: row.dk, mesa: row.mesa, checkInOrderId: row.checkin_id } : null;
}
