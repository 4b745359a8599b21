import {
  noSales,
  REPORT_CHANNELS,
  type ReportChannel,
  roleCoversVenue,
  SALES_REPORT_RULE,
  type SalesFigures,
  type SalesSummary,
  type TRoleProfile,
} from '@comanda/domain';
import type { Queryable } from '../db/database.ts';

/**
 * The closing report's sums, done by the database (issue 13 item 4). The rule — which channel, which orders
 * are paid, outstanding, cancelled or expired, what counts as revenue, tips and discounts — is
 * packages/domain rules/sales-report.ts (`saleState`, whose prepaid test is rules/kitchen-release.ts
 * isPrepaidOrder): its constants come in as parameters and store/sales-report-sql.test.ts holds these sums
 * to `summarizeSales` on PGlite and PostgreSQL.
 *
 * An order's day is its instant's date in the restaurant's zone, `order_number_day` (migration 013, the day
 * order numbers count in). The created_at bounds, wider on each side than any two zones apart, only let the
 * venue's index narrow the rows; the day test decides.
 */

type Group = 'total' | 'day' | 'channel' | 'payment' | 'hour';
type Row = { grp: Group; key: string; name: string | null } & Record<keyof SalesFigures, number>;

const FIGURES = `
  (count(*) filter (where state in ('paid', 'outstanding')))::int as orders,
  coalesce(sum(total) filter (where state = 'paid'), 0)::float8 as revenue,
  coalesce(sum(tip) filter (where state = 'paid'), 0)::float8 as tips,
  coalesce(sum(discounts) filter (where state = 'paid'), 0)::float8 as discounts,
  (count(*) filter (where state = 'outstanding'))::int as outstanding,
  coalesce(sum(total) filter (where state = 'outstanding'), 0)::float8 as "outstandingAmount",
  (count(*) filter (where state = 'cancelled'))::int as cancelled,
  coalesce(sum(total) filter (where state = 'cancelled'), 0)::float8 as "cancelledAmount",
  (count(*) filter (where state = 'expired'))::int as expired,
  coalesce(sum(total) filter (where state = 'expired'), 0)::float8 as "expiredAmount"`;

/** saleState: expired, cancelled, paid (sp received, or a pay-on-receipt order finished), else outstanding. */
const STATE = `
  case when ss = $9 then 'expired'
       when ss = any($8::int[]) then 'cancelled'
       when sp >= $10 then 'paid'
       when ss = $11 and not (case when tipo = any($6::int[]) then prepago <> $12 else prepago > $13 end)
         then 'paid'
       else 'outstanding' end`;

const SQL = `
  with o as (
    select id, created_at, prepago, total,
      order_number_day(created_at, $3) as day,
      extract(hour from created_at at time zone $3)::int as hour,
      coalesce((det->>'propina')::bigint, 0) as tip,
      coalesce((det->>'discounts')::bigint, 0) + coalesce((det->'coupon'->>'discount')::bigint, 0) as discounts,
      coalesce(det->>'nombreprepago', '') as payment_name,
      case when device_id is not null or tipo = any($6::int[]) then 'kiosk'
           when tipo = any($7::int[]) then 'qr'
           else 'web' end as channel,
      ${STATE} as state
    from orders
    where ir = $1 and il = $2
      and created_at >= $4::date - 2 and created_at < $5::date + 3
      and order_number_day(created_at, $3) between $4::date and $5::date
  )
  select 'total' as grp, '' as key, null as name, ${FIGURES} from o
  union all
  select 'day', to_char(day, 'YYYY-MM-DD'), null, ${FIGURES} from o group by day
  union all
  select 'channel', channel, null, ${FIGURES} from o group by channel
  union all
  select 'payment', prepago::text, (array_agg(payment_name order by created_at desc, id collate "C" desc))[1],
    ${FIGURES} from o group by prepago
  union all
  select 'hour', hour::text, null, ${FIGURES} from o group by hour`;

const figuresOf = (row: Row): SalesFigures => ({
  orders: row.orders,
  revenue: row.revenue,
  tips: row.tips,
  discounts: row.discounts,
  outstanding: row.outstanding,
  outstandingAmount: row.outstandingAmount,
  cancelled: row.cancelled,
  cancelledAmount: row.cancelledAmount,
  expired: row.expired,
  expiredAmount: row.expiredAmount,
});

/** The report of a venue's orders over its days `from`..`to` ('YYYY-MM-DD', in `timeZone`), as summarizeSales answers it. */
export async function salesReport(
  db: Queryable,
  venue: { ir: string; il: string },
  range: { timeZone: string; from: string; to: string },
): Promise<SalesSummary> {
  const rule = SALES_REPORT_RULE;
  const rows = await db.query<Row>(SQL, [
    venue.ir,
    venue.il,
    range.timeZone,
    range.from,
    range.to,
    rule.kioskTypes,
    rule.tableTypes,
    rule.cancelledStatuses,
    rule.expiredStatus,
    rule.paidFrom,
    rule.finishedStatus,
    rule.kioskCashDesk,
    rule.onReceiptUpTo,
  ]);
  const of = (grp: Group) => rows.filter((r) => r.grp === grp);
  const channels = new Map(of('channel').map((r) => [r.key as ReportChannel, figuresOf(r)]));
  const hours = new Map(of('hour').map((r) => [Number(r.key), r.orders]));
  return {
    totals: of('total')[0] ? figuresOf(of('total')[0]!) : noSales(),
    byDay: of('day')
      .map((r) => ({ day: r.key, ...figuresOf(r) }))
      .sort((a, b) => (a.day < b.day ? -1 : 1)),
    byChannel: REPORT_CHANNELS.map((channel) => ({ channel, ...(channels.get(channel) ?? noSales()) })),
    byPayment: of('payment')
      .map((r) => ({ code: Number(r.key), name: r.name ?? '', ...figuresOf(r) }))
      .sort((a, b) => a.code - b.code),
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hours.get(hour) ?? 0 })),
  };
}

/** The venues (restaurant rows) a set of role rows covers: ir '' every one, il '' every local of its ir. */
export async function venuesCovered(
  db: Queryable,
  roles: readonly TRoleProfile[],
): Promise<{ irl: string; nombre: string; simpleId: number }[]> {
  const rows = await db.query<{ ir: string; il: string; nombre: string; simple_id: number }>(
    `select ir, il, coalesce(profile->'app'->>'nombre', nombre) as nombre, simple_id
     from restaurants order by simple_id`,
  );
  return rows
    .filter((r) => roles.some((role) => roleCoversVenue(role, r)))
    .map((r) => ({ irl: `${r.ir}-${r.il}`, nombre: r.nombre, simpleId: r.simple_id }));
}
