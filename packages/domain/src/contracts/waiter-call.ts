import * as z from 'zod/mini';
import { WAITER_COMMENT_MAX, WaiterCallKind } from '../rules/waiter-call.ts';
import { ZDarkKitchen, ZLocationId } from './menu.ts';
import { text } from './safe-input.ts';

/**
 * POST /srv/sendmessage (spec/1 §7 'Call waiter': dgid, idUsuario, idMesa, idSector, comment, check,
 * local_id). `check` carries what is asked: waiter_ask or pay_account. The caller is the session's, never
 * `idUsuario`; `dgid` and `idUsuario` are taken for the wire's sake and not trusted.
 */
export const ZSendMessageRequest = z
  .object({
    local_id: ZLocationId,
    dk: ZDarkKitchen,
    idMesa: text({ max: 20 }).check(z.trim(), z.minLength(1, 'p1_err_v_table')),
    idSector: z._default(text({ max: 60 }).check(z.trim()), ''),
    comment: z._default(text({ max: WAITER_COMMENT_MAX }).check(z.trim()), ''),
    check: z.object({
      waiter_ask: z._default(z.boolean(), false),
      pay_account: z._default(z.boolean(), false),
    }),
    dgid: z.optional(text({ max: 100 })),
    idUsuario: z.optional(z.union([text({ max: 100 }), z.int()])),
  })
  .check(
    z.refine((r) => r.check.waiter_ask !== r.check.pay_account, {
      message: 'p1_err_v_waiter_check',
      path: ['check'],
    }),
  );
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

export const ZWaiterCallKind = z.enum([WaiterCallKind.waiter, WaiterCallKind.bill]);

/**
 * A call as the staff board and its diner see it: where (table id and name, its sector), what (the waiter or
 * the bill, with the diner's comment) and whether staff have acknowledged it ('waiter on the way', spec/1 §8).
 */
export const ZWaiterCall = z.object({
  id: z.string(),
  irl: z.string(),
  mesa: z.string(),
  mesaName: z.string(),
  sector: z.string(),
  kind: ZWaiterCallKind,
  comment: z.string(),
  createdAt: z.string(),
  acknowledgedAt: z.nullable(z.string()),
});
export type TWaiterCall = z.infer<typeof ZWaiterCall>;

/** GET /srv/staff/waitercalls: the venue's calls not yet acknowledged; GET /srv/waitercalls/tables: its tables. */
export const ZWaiterCallsQuery = z.object({ irl: ZLocationId, dk: ZDarkKitchen });

/** POST /srv/staff/waitercalls/ack: staff acknowledge one call. */
export const ZWaiterCallAck = z.object({ id: text({ min: 1, max: 40 }) });

/** GET /srv/waitercalls/call?id=: a diner reads one of their own calls (after a live reconnection). */
export const ZWaiterCallQuery = z.object({ id: text({ min: 1, max: 40 }) });
