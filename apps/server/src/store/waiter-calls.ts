import { randomBytes } from 'node:crypto';
import {
  type TWaiterCall,
  tableCallWait,
  WAITER_CALLS_PER_TABLE,
  type WaiterCallKind,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { publishNotice, topics } from './orders-live.ts';

type Venue = { ir: string; il: string };

type CallRow = {
  id: string;
  ir: string;
  il: string;
  mesa: string;
  mesa_name: string;
  sector: string;
  kind: WaiterCallKind;
  comment: string;
  notify_topic: string;
  created_at: Date;
  acknowledged_at: Date | null;
};

const CALL_COLUMNS =
  'id, ir, il, mesa, mesa_name, sector, kind, comment, notify_topic, created_at, acknowledged_at';

const toCall = (r: CallRow): TWaiterCall => ({
  id: r.id,
  irl: `${r.ir}-${r.il}`,
  mesa: r.mesa,
  mesaName: r.mesa_name,
  sector: r.sector,
  kind: r.kind,
  comment: r.comment,
  createdAt: r.created_at.toISOString(),
  acknowledgedAt: r.acknowledged_at?.toISOString() ?? null,
});

/**
 * The advisory lock one table's calls are counted and written under (class id, hashtext of the table), so two
 * diners of one table calling at the same moment are counted one after the other, on any instance.
 */
const TABLE_CALL_LOCK = 727014;

/** Who called: a key for the row and the live topic their acknowledgement goes to (routes/waiter-calls.ts). */
export type TableCaller = { key: string; topic: string };

export type NewCall = {
  venue: Venue;
  table: { id: string; name: string; sector: string };
  kind: WaiterCallKind;
  comment: string;
  caller: TableCaller;
  now: Date;
};

/**
 * Records a call and announces it to the venue's board, in one transaction: or answers how many seconds the
 * table must wait, when it has made WAITER_CALLS_PER_TABLE calls within the window already (nothing written).
 */
export async function createWaiterCall(
  db: Database,
  call: NewCall,
): Promise<{ ok: true; call: TWaiterCall } | { ok: false; retryAfter: number }> {
  const { venue, table, now } = call;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::integer, hashtext($2::text))', [
      TABLE_CALL_LOCK,
      `${venue.ir}-${venue.il}-${table.id}`,
    ]);
    const since = new Date(now.getTime() - WAITER_CALLS_PER_TABLE.windowSeconds * 1000);
    const recent = await tx.query<{ created_at: Date }>(
      `select created_at from waiter_calls
       where ir = $1 and il = $2 and mesa = $3 and created_at > $4 and created_at <= $5`,
      [venue.ir, venue.il, table.id, since, now],
    );
    const wait = tableCallWait(
      recent.map((r) => r.created_at.getTime()),
      now.getTime(),
    );
    if (wait > 0) return { ok: false as const, retryAfter: wait };
    const [row] = await tx.query<CallRow>(
      `insert into waiter_calls
         (id, ir, il, mesa, mesa_name, sector, kind, comment, caller, notify_topic, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       returning ${CALL_COLUMNS}`,
      [
        randomBytes(12).toString('base64url'),
        venue.ir,
        venue.il,
        table.id,
        table.name,
        table.sector,
        call.kind,
        call.comment,
        call.caller.key,
        call.caller.topic,
        now,
      ],
    );
    const created = toCall(row!);
    await publishNotice(db, tx, {
      topics: [topics.board(venue.ir)],
      event: { type: 'waiter', call: created },
    });
    return { ok: true as const, call: created };
  });
}

/** The venue's calls not yet acknowledged, oldest first: what a board opened now shows. */
export async function openWaiterCalls(db: Queryable, venue: Venue): Promise<TWaiterCall[]> {
  const rows = await db.query<CallRow>(
    `select ${CALL_COLUMNS} from waiter_calls
     where ir = $1 and il = $2 and acknowledged_at is null order by created_at, id`,
    [venue.ir, venue.il],
  );
  return rows.map(toCall);
}

export async function waiterCallById(db: Queryable, id: string): Promise<(TWaiterCall & Venue) | null> {
  const [row] = await db.query<CallRow>(`select ${CALL_COLUMNS} from waiter_calls where id = $1`, [id]);
  return row ? { ...toCall(row), ir: row.ir, il: row.il } : null;
}

/** A call as its own caller reads it (the key `TableCaller` wrote), or null: another's call is not found. */
export async function callersWaiterCall(
  db: Queryable,
  id: string,
  caller: string,
): Promise<TWaiterCall | null> {
  const [row] = await db.query<CallRow>(
    `select ${CALL_COLUMNS} from waiter_calls where id = $1 and caller = $2`,
    [id, caller],
  );
  return row ? toCall(row) : null;
}

/**
 * Staff acknowledge a call: it leaves the boards and its diner hears it ('waiter on the way'). A call already
 * acknowledged (by a colleague a moment before) is answered as it is, with no second announcement.
 */
export async function acknowledgeWaiterCall(
  db: Database,
  input: { id: string; by: number; now: Date },
): Promise<TWaiterCall | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CallRow>(
      `update waiter_calls set acknowledged_at = $2, acknowledged_by = $3
       where id = $1 and acknowledged_at is null returning ${CALL_COLUMNS}`,
      [input.id, input.now, input.by],
    );
    if (!row) {
      const [current] = await tx.query<CallRow>(`select ${CALL_COLUMNS} from waiter_calls where id = $1`, [
        input.id,
      ]);
      return current ? toCall(current) : null;
    }
    const call = toCall(row);
    await publishNotice(db, tx, {
      topics: [topics.board(row.ir), row.notify_topic],
      event: { type: 'waiter', call },
    });
    return call;
  });
}
