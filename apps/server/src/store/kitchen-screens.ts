import { randomBytes } from 'node:crypto';
import {
  KITCHEN_SCREEN_ROLE,
  KITCHEN_SCREEN_TOKEN_DAYS,
  Module,
  type TKitchenScreen,
  type TKitchenScreenIssued,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { createSession } from './accounts.ts';

type Venue = { ir: string; il: string };

type ScreenRow = {
  id: string;
  name: string;
  ir: string;
  il: string;
  created_at: Date;
  issued_by: string;
  last_seen_at: Date | null;
};

const toScreen = (r: ScreenRow): TKitchenScreen => ({
  id: r.id,
  name: r.name,
  irl: `${r.ir}-${r.il}`,
  createdAt: r.created_at.toISOString(),
  issuedBy: r.issued_by,
  lastSeenAt: r.last_seen_at?.toISOString() ?? null,
});

const SCREEN_SELECT = `select s.id, s.name, s.ir, s.il, s.created_at, s.last_seen_at,
    coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, '') as issued_by
  from kitchen_screens s left join users u on u.id = s.issued_by`;

/**
 * Gives a screen of the venue a token of its own (migration 019): an account that cannot receive a login
 * code ('pantalla:{id}' is no e-mail address), one kitchen role row for this venue only, and a module-5000
 * session of KITCHEN_SCREEN_TOKEN_DAYS. All or nothing; the token is answered once and stored hashed.
 */
export async function issueKitchenScreen(
  db: Database,
  input: { venue: Venue; name: string; issuedBy: number; now: Date },
): Promise<TKitchenScreenIssued> {
  const { venue, name, issuedBy, now } = input;
  const id = randomBytes(9).toString('base64url');
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{ id: string }>(
      'insert into users (email, first_name) values ($1, $2) returning id::text',
      [`pantalla:${id}`, name],
    );
    const userId = Number(account!.id);
    await tx.query(
      `insert into staff_roles (user_id, module, ir, il, role, level) values ($1, $2, $3, $4, $5, 0)`,
      [userId, Module.kitchen, venue.ir, venue.il, KITCHEN_SCREEN_ROLE],
    );
    await tx.query(
      `insert into kitchen_screens (id, ir, il, name, user_id, issued_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, venue.ir, venue.il, name, userId, issuedBy, now],
    );
    const until = new Date(now.getTime() + KITCHEN_SCREEN_TOKEN_DAYS * 24 * 3600 * 1000);
    const { token } = await createSession(tx, userId, Module.kitchen, now, until);
    const [row] = await tx.query<ScreenRow>(`${SCREEN_SELECT} where s.id = $1`, [id]);
    return { screen: toScreen(row!), token };
  });
}

/**
 * The venue's screens whose token is alive, oldest first: not revoked, and its session neither signed out
 * from the screen nor expired.
 */
export async function kitchenScreensOf(db: Queryable, venue: Venue, now: Date): Promise<TKitchenScreen[]> {
  const rows = await db.query<ScreenRow>(
    `${SCREEN_SELECT} where s.ir = $1 and s.il = $2 and s.revoked_at is null
       and exists (select 1 from sessions x where x.user_id = s.user_id and x.expires_at > $3)
     order by s.created_at, s.id`,
    [venue.ir, venue.il, now],
  );
  return rows.map(toScreen);
}

/** A screen whose token is alive, with its venue, or null. */
export async function liveKitchenScreen(db: Queryable, id: string): Promise<(Venue & { id: string }) | null> {
  const [row] = await db.query<Venue & { id: string }>(
    'select id, ir, il from kitchen_screens where id = $1 and revoked_at is null',
    [id],
  );
  return row ?? null;
}

/**
 * Ends a screen's token: its account goes, and with it its session and role (the session cache hears it,
 * migration 010), so its next call is a 401 and the screen asks to sign in. The row records who and when.
 * Answers false when it was not alive (revoked meanwhile, or never issued).
 */
export async function revokeKitchenScreen(
  db: Database,
  input: { id: string; revokedBy: number; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: string | null }>(
      `update kitchen_screens set revoked_at = $2, revoked_by = $3
       where id = $1 and revoked_at is null returning user_id::text`,
      [input.id, input.now, input.revokedBy],
    );
    if (!row) return false;
    if (row.user_id) await tx.query('delete from users where id = $1', [row.user_id]);
    return true;
  });
}

/** How often a screen's 'last seen' is written at most: a board reads itself at every live event. */
export const SCREEN_SEEN_EVERY_SECONDS = 60;

/**
 * Notes that the account reading its board is a kitchen screen seen now (migration 041): one UPDATE that
 * matches nothing for a person's account, and writes a screen's row at most once a minute.
 */
export async function noteScreenSeen(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query(
    `update kitchen_screens set last_seen_at = $2::timestamptz
     where user_id = $1 and revoked_at is null
       and (last_seen_at is null or last_seen_at <= $2::timestamptz - $3::int * interval '1 second')`,
    [userId, now, SCREEN_SEEN_EVERY_SECONDS],
  );
}
