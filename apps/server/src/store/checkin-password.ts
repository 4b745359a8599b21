import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CHECK_IN_PASSWORD_REFUSALS,
  currentAttempts,
  type PasswordAttempts,
  passwordRetryAfterSeconds,
} from '@comanda/domain';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { tooMany } from '../http/too-many.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (by digests, so lengths do not show either). */
const same = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * Checks the venue's check-in password a diner gave (spec/1 §5 'Other checkout rules', §8), counting wrong
 * tries per venue and client address on the server (migration 026) under the domain's limit
 * (rules/check-in-password.ts): past it, a 429 that says when, whatever was typed; a wrong one a 400
 * 'Clave Check In incorrecta' once its try is counted; a right one forgets the tries. The row is locked, so
 * tries at once are all counted.
 */
export async function checkCheckInPassword(
  db: Database,
  input: { ir: string; il: string; client: string; given: string; expected: string; now: Date },
): Promise<void> {
  const { ir, il, client, now } = input;
  const outcome = await db.transaction(async (tx) => {
    await tx.query(
      `insert into checkin_password_attempts (ir, il, client, since, wrong) values ($1, $2, $3, $4, 0)
       on conflict do nothing`,
      [ir, il, client, now],
    );
    const [row] = await tx.query<{ since: Date; wrong: number }>(
      'select since, wrong from checkin_password_attempts where ir = $1 and il = $2 and client = $3 for update',
      [ir, il, client],
    );
    const stored: PasswordAttempts = { wrong: row!.wrong, sinceMs: row!.since.getTime() };
    const retryAfter = passwordRetryAfterSeconds(stored, now.getTime());
    if (retryAfter > 0) return { kind: 'limited' as const, retryAfter };
    if (input.given !== '' && same(input.given, input.expected)) {
      await tx.query('delete from checkin_password_attempts where ir = $1 and il = $2 and client = $3', [
        ir,
        il,
        client,
      ]);
      return { kind: 'right' as const };
    }
    const counted = currentAttempts(stored, now.getTime());
    await tx.query(
      'update checkin_password_attempts set since = $4, wrong = $5 where ir = $1 and il = $2 and client = $3',
      [ir, il, client, new Date(counted.sinceMs), counted.wrong + 1],
    );
    return { kind: 'wrong' as const };
  });
  if (outcome.kind === 'limited')
    throw tooMany(outcome.retryAfter, 'checkin_password_attempts', 'checkin_password_attempts');
  if (outcome.kind === 'wrong')
    throw new HttpError(400, 'checkin_password', CHECK_IN_PASSWORD_REFUSALS.wrong);
}
