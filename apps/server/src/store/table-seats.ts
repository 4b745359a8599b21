import type { Queryable } from '../db/database.ts';

/**
 * Diners seated at a table (migration 040; rules/table-seat.ts): an account seats itself as the table's page
 * opens; a guest is seated by its session's binding (migration 026). The seat lets a diner without an order
 * read and pay the table's bill (store/table-bill.ts billForDiner).
 */

/** Seats an account at a venue's table now (the latest opening of the table's page counts). */
export async function seatAtTable(
  db: Queryable,
  seat: { userId: number; ir: string; il: string; mesa: string; now: Date },
): Promise<void> {
  await db.query(
    `insert into table_seats (user_id, ir, il, mesa, seated_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id, ir, il, mesa) do update set seated_at = excluded.seated_at`,
    [seat.userId, seat.ir, seat.il, seat.mesa, seat.now],
  );
}

/** When the account last sat at the table: its seat, or its guest session's binding; null if never. */
export async function seatedAt(
  db: Queryable,
  userId: number,
  table: { ir: string; il: string; mesa: string },
): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>(
    `select greatest(
       (select seated_at from table_seats where user_id = $1 and ir = $2 and il = $3 and mesa = $4),
       (select joined_at from guest_sessions where user_id = $1 and ir = $2 and il = $3 and mesa = $4)
     ) as at`,
    [userId, table.ir, table.il, table.mesa],
  );
  return row?.at ?? null;
}

/** When the table's bill before this one closed (the previous party's), or null. */
export async function previousBillClosedAt(
  db: Queryable,
  bill: { id: string; ir: string; il: string; mesa: string; opened_at: Date },
): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>(
    `select max(closed_at) as at from table_bills
     where ir = $1 and il = $2 and mesa = $3 and id <> $4 and opened_at <= $5 and closed_at is not null`,
    [bill.ir, bill.il, bill.mesa, bill.id, bill.opened_at],
  );
  return row?.at ?? null;
}

/** The latest bill of the table (open or not), the one a diner seated there reads. */
export async function latestBillAt(
  db: Queryable,
  table: { ir: string; il: string; mesa: string },
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `select id from table_bills where ir = $1 and il = $2 and mesa = $3
     order by (closed_at is null) desc, opened_at desc limit 1`,
    [table.ir, table.il, table.mesa],
  );
  return row?.id ?? null;
}
