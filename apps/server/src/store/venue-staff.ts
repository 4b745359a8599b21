import type { TStaffMember, TStaffRole } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { recordCatalogChange } from './catalog-changes.ts';

/**
 * Staff accounts and their role rows for one restaurant (issue 13 item 3): people are accounts like diners
 * (spec/3 §4 'Staff gating': same sign-in, gated by role rows); a restaurant's staff are those with a row of
 * it. Rows for every restaurant (ir '') belong to the platform's own people and are listed, never changed here.
 */

type RoleRow = TStaffRole & { email: string; first_name: string; last_name: string };

/** Everyone with a role row of this restaurant or of every restaurant, with those rows. */
export async function listVenueStaff(db: Queryable, ir: string): Promise<TStaffMember[]> {
  const rows = await db.query<RoleRow>(
    `select u.email, u.first_name, u.last_name, r.module, r.ir, r.il, r.role, r.level
     from staff_roles r join users u on u.id = r.user_id
     where r.ir in ($1, '') order by u.email, r.module, r.ir`,
    [ir],
  );
  const members = new Map<string, TStaffMember>();
  for (const row of rows) {
    const member = members.get(row.email) ?? {
      email: row.email,
      nm: row.first_name,
      ln: row.last_name,
      roles: [],
    };
    member.roles.push({ module: row.module, ir: row.ir, il: row.il, role: row.role, level: row.level });
    members.set(row.email, member);
  }
  return [...members.values()];
}

/** A person's role rows of every restaurant (for the grant rule), by e-mail; [] for no such account. */
export async function rolesOfEmail(db: Queryable, email: string): Promise<TStaffRole[]> {
  return db.query<TStaffRole>(
    `select r.module, r.ir, r.il, r.role, r.level from staff_roles r join users u on u.id = r.user_id
     where u.email = $1`,
    [email],
  );
}

/**
 * Invites a person by e-mail (the account is made when new, named when it had no name) and replaces their
 * role rows of this restaurant with `roles`; rows of other restaurants stay. One change-log row with the
 * rows before and after, in the same transaction.
 */
export async function setVenueRoles(
  db: Database,
  edit: {
    ir: string;
    email: string;
    nm: string;
    ln: string;
    roles: Omit<TStaffRole, 'ir' | 'il'>[];
    userId: number;
    now: Date;
  },
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>(
      `insert into users (email, first_name, last_name) values ($1, $2, $3)
       on conflict (email) do update set
         first_name = case when users.first_name = '' then excluded.first_name else users.first_name end,
         last_name = case when users.last_name = '' then excluded.last_name else users.last_name end
       returning id::text`,
      [edit.email, edit.nm, edit.ln],
    );
    const before = await tx.query<TStaffRole>(
      `select module, ir, il, role, level from staff_roles where user_id = $1 and ir = $2
       order by module, il for update`,
      [user!.id, edit.ir],
    );
    const after = [...edit.roles]
      .sort((a, b) => a.module - b.module)
      .map((r) => ({ module: r.module, ir: edit.ir, il: '', role: r.role, level: r.level }));
    if (JSON.stringify(before) === JSON.stringify(after)) return { changed: false };
    await tx.query('delete from staff_roles where user_id = $1 and ir = $2', [user!.id, edit.ir]);
    for (const r of after) {
      await tx.query(
        'insert into staff_roles (user_id, module, ir, il, role, level) values ($1, $2, $3, $4, $5, $6)',
        [user!.id, r.module, r.ir, r.il, r.role, r.level],
      );
    }
    await recordCatalogChange(tx, {
      ir: edit.ir,
      userId: String(edit.userId),
      at: edit.now,
      what: 'staff.roles',
      target: edit.email,
      before,
      after,
      version: null,
    });
    return { changed: true };
  });
}
