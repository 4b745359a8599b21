import {
  isCardTerminalCode,
  okResponse,
  PAYMENT_REFUSALS,
  paymentTransition,
  payRedirect,
  type TPayOrderAnswer,
  ZKioskPaymentReport,
  ZOrder,
  ZPayOrderAnswer,
  ZPayOrderRequest,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { deviceOf, sessionOf } from '../http/caller.ts';
import { HttpError } from '../http/errors.ts';
import { orderById, orderNotFound, transitionOrder } from '../store/orders.ts';
import { toOrder } from '../store/orders-rows.ts';
import { openPaymentAttempt, recordAttempt } from '../store/payments.ts';

/**
 * Payments: the diner's pay-now action (spec/1 §7 'Pay redirect', §9) and the kiosk's card-terminal report
 * (spec/3 §4 'Payment'). The sandbox provider's hosted page the redirect opens is sandbox-pay.ts. The diner
 * may open a new attempt while the order is payable (POST /srv/payorder), also after a decline.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { db, clock, publicUrl, sandboxPayments }: AppDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * POST /srv/payorder { iped }: the diner's pay-now action (spec/1 §4 'Pay later'), also after a declined
   * payment: a new attempt on the sandbox's hosted page (older open ones are superseded). Only the diner who
   * placed the order (another's id reads as not found); a cancelled, finished, paid or not-online order is
   * a 409 with the reason. Answers the order and the page to open (spec/1 §7 'Pay redirect').
   */
  api.post(
    '/srv/payorder',
    {
      schema: {
        summary: 'Pay order: a new online payment attempt (spec/1 §4 Pay later)',
        tags: ['payments'],
        body: ZPayOrderRequest,
        response: { 200: okResponse(ZPayOrderAnswer) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const now = clock();
      const session = sessionOf(request);
      const { iped } = request.body;
      const row = await orderById(db, iped);
      if (!row || row.user_id === null || Number(row.user_id) !== session.userId) throw orderNotFound();
      if (!sandboxPayments) throw new HttpError(409, 'payment_unavailable', PAYMENT_REFUSALS.noProvider);
      const { row: changed, paymentId } = await openPaymentAttempt(db, {
        orderId: row.id,
        now,
        actor: `user:${session.userId}`,
      });
      const data: TPayOrderAnswer = {
        order: toOrder(changed),
        redirect: payRedirect(paymentId, changed.prepago),
      };
      return { ok: true as const, data };
    },
  );

  /**
   * POST /srv/kiosk/payment: the kiosk reports its card terminal's answer for an order it saved before the
   * charge. Every report is recorded first, on its own; then the order moves (approved sp 2 with its
   * ticket queued, declined sp -1).
   */
  api.post(
    '/srv/kiosk/payment',
    {
      schema: {
        summary: "The kiosk card terminal's answer for an order (spec/3 §4 Payment)",
        tags: ['payments', 'kiosk'],
        body: ZKioskPaymentReport,
        response: { 200: okResponse(ZOrder) },
      },
      config: { caller: 'device' },
    },
    async (request) => {
      const device = deviceOf(request);
      const report = request.body;
      const row = await orderById(db, report.iped);
      if (!row || row.device_id !== device.id) throw orderNotFound();
      if (!isCardTerminalCode(report.codigo) || report.codigo !== row.prepago)
        throw new HttpError(400, 'payment_method', serverText('m1_err_payment_method'));
      const now = clock();
      await recordAttempt(db, {
        orderId: row.id,
        code: report.codigo,
        terminal: report.terminal,
        approved: report.approved,
        reference: report.reference,
        message: report.message,
        deviceId: device.id,
        now,
      });
      const changed = await transitionOrder(db, {
        id: row.id,
        now,
        host: publicUrl,
        actor: `device:${device.id}`,
        action: report.approved ? 'payment-approved' : 'payment-declined',
        next: (state) => paymentTransition(state, report.approved ? 'approved' : 'declined'),
      });
      return { ok: true as const, data: toOrder(changed) };
    },
  );
}
