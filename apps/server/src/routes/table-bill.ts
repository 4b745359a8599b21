import {
  checkInPath,
  okResponse,
  PAYMENT_REFUSALS,
  payRedirect,
  restaurantPath,
  type TTableBillPayAnswer,
  tableBillPath,
  ZTableBill,
  ZTableBillPay,
  ZTableBillPayAnswer,
  ZTableBillQuery,
  ZTableBillSelect,
} from '@comanda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError } from '../http/errors.ts';
import {
  type BillRow,
  billForDiner,
  billNotFound,
  notSeated,
  openBillPayment,
  readBill,
  selectBillLine,
} from '../store/table-bill.ts';

/**
 * One bill for the table (issue 14 item 5; spec/1 §3 'Guest-order line', §4 'Check-in specifics', §7
 * 'Anonymous order' GET /srv/getgaeorder and 'Pay order' POST /srv/paygaeorder, §8 'Payment'): everyone at a
 * table reads the lines of every order of its check-in, selects the lines they pay (POST /srv/selectgaeorder,
 * shared live through the `bill` event) and pays them on the provider's page. Amounts are the server's.
 */
export async function tableBillRoutes(app: FastifyInstance, { db, clock, sandboxPayments }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's bill, or 404 (another table's bill reads as not found); xir/xil, when sent, must match. */
  async function callersBill(request: FastifyRequest, ic: string, venue?: { ir: string; il: string }) {
    const found = await billForDiner(db, ic, sessionOf(request), clock());
    if (!found.ok) throw found.why === 'not_seated' ? notSeated() : billNotFound();
    if (venue && ((venue.ir && venue.ir !== found.bill.ir) || (venue.il && venue.il !== found.bill.il)))
      throw billNotFound();
    return found;
  }

  api.get(
    '/srv/getgaeorder',
    {
      schema: {
        summary: "The table's bill: every line of its check-in's orders (spec/1 §7 Anonymous order)",
        tags: ['orders'],
        querystring: ZTableBillQuery,
        response: { 200: okResponse(ZTableBill) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { ic, xir, xil } = request.query;
      const { bill, me } = await callersBill(request, ic, { ir: xir, il: xil });
      return { ok: true as const, data: await readBill(db, bill, me, clock()) };
    },
  );

  api.post(
    '/srv/selectgaeorder',
    {
      schema: {
        summary: "Select or let go of a line of the table's bill, shared live with the table",
        tags: ['orders'],
        body: ZTableBillSelect,
        response: { 200: okResponse(ZTableBill) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { ic, li, selected } = request.body;
      const { bill, me } = await callersBill(request, ic);
      const now = clock();
      await selectBillLine(db, { billId: bill.id, me, li, selected, now });
      return { ok: true as const, data: await readBill(db, bill, me, now) };
    },
  );

  api.post(
    '/srv/paygaeorder',
    {
      schema: {
        summary: "Pay lines of the table's bill on the provider's page (spec/1 §7 Pay order, §8 Payment)",
        tags: ['payments'],
        body: ZTableBillPay,
        response: { 200: okResponse(ZTableBillPayAnswer) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { id, restaurant, local, payload } = request.body;
      const { bill, me } = await callersBill(request, id, { ir: restaurant, il: local });
      if (!sandboxPayments) throw new HttpError(409, 'payment_unavailable', PAYMENT_REFUSALS.noProvider);
      const returnPath = await dinersOrderPath(db, bill, id, sessionOf(request).userId);
      const opened = await openBillPayment(db, {
        billId: bill.id,
        me,
        pay: payload,
        returnPath,
        now: clock(),
      });
      const data: TTableBillPayAnswer = {
        redirect: payRedirect(opened.paymentId, payload.mpg),
        amount: opened.amount,
        tip: opened.tip,
      };
      return { ok: true as const, data };
    },
  );
}

/**
 * Where the provider's page returns the diner: their order's page at the table, {venue}/checkin/{table}/
 * {orderId} (spec/1 §2), the order the request named when it is one of this bill's, else their latest; a diner
 * seated at the table with no order of their own goes back to the table's bill, {venue}/checkin/{table}/cuenta/
 * {bill id}.
 */
async function dinersOrderPath(db: Queryable, bill: BillRow, named: string, userId: number): Promise<string> {
  const [row] = await db.query<{
    id: string;
    own: boolean;
    pais: string;
    slug: string;
    simple_id: number;
    dk: string;
  }>(
    `select o.id, (o.id = $2 or o.user_id = $3) as own, r.pais, r.slug, r.simple_id, o.dk
     from orders o join restaurants r on r.ir = o.ir
     where o.table_bill_id = $1
     order by (o.id = $2) desc, (o.user_id = $3) desc, o.created_at desc limit 1`,
    [bill.id, named, userId],
  );
  if (!row) throw billNotFound();
  const venue = restaurantPath({ pais: row.pais, slug: row.slug, simpleId: row.simple_id, dk: row.dk });
  return row.own ? checkInPath(venue, bill.mesa, row.id) : tableBillPath(venue, bill.mesa, bill.id);
}
