import {
  CardAction,
  PaymentCode,
  SAVED_CARD_REFUSALS,
  text,
  ZCardFormAnswer,
  ZCardFormQuery,
  ZCardsAnswer,
  ZCardsQuery,
  ZProcessCardAnswer,
  ZProcessCardQuery,
  ZProcessCardRequest,
} from '@comanda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError } from '../http/errors.ts';
import { checkOf, keepCheckedCard, vaultUnavailable } from '../payments/card-payment.ts';
import { storedLanguage } from '../store/accounts.ts';
import {
  cardsOf,
  createEnrollment,
  deleteCard,
  type EnrollmentPurpose,
  enrollmentById,
  makeDefault,
  setEnrollmentToken,
  settleEnrollment,
  toSavedCard,
} from '../store/saved-cards.ts';

/** Where the card form's diner lands, by what the form was opened for (spec/2 §2, spec/1 §2 CartToken). */
const LANDING: Record<EnrollmentPurpose, { ok: (code: string) => string; failed: string }> = {
  save: { ok: (code) => `/l/createcard?code=${encodeURIComponent(code)}`, failed: '/l/createcarderror' },
  order: { ok: (code) => `/l/carttoken?code=${encodeURIComponent(code)}`, failed: '/l/carttoken' },
};

const ZCardReturnQuery = z.object({
  e: text({ min: 1, max: 64 }),
  token: z.optional(text({ max: 128 })),
  cancelled: z.optional(text({ max: 4 })),
});

/**
 * Saved cards (issue 16 item 4; spec/2 §7 'Cards', 'Add card', 'Card creation / tokenizing'; spec/1 §4 'Order
 * saving' 6–7) through the card vault (payments/card-vault.ts). Paying an order with a card is POST
 * /srv/saveorder with prepago 5009 (routes/orders.ts).
 */
export async function savedCardRoutes(app: FastifyInstance, { db, clock, cardVault }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vault = () => {
    if (!cardVault) throw vaultUnavailable();
    return cardVault;
  };

  /**
   * GET /srv/security/cards: the diner's cards, the default first. xcustom 1 deletes idcard, 0 makes it the
   * default of its country (spec/2 §7); either answers the list as it is after the change. Another diner's
   * card reads as not found.
   */
  api.get(
    '/srv/security/cards',
    {
      schema: {
        summary: "The diner's saved cards; delete one or make it the default (spec/2 §7 Cards)",
        tags: ['cards'],
        querystring: ZCardsQuery,
        response: { 200: ZCardsAnswer },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { xcustom, idcard, gfp, pais } = request.query;
      const now = clock();
      if (xcustom !== undefined) {
        if (!idcard) throw new HttpError(404, 'card_not_found', SAVED_CARD_REFUSALS.notFound);
        if (xcustom === CardAction.remove) {
          const removed = await deleteCard(db, userId, idcard, now);
          if (!removed) throw new HttpError(404, 'card_not_found', SAVED_CARD_REFUSALS.notFound);
          // The vault forgets it too; the row stays for the orders it paid.
          if (cardVault && removed.provider === cardVault.provider)
            await cardVault.remove(removed.vault_ref, now);
        } else if (!(await makeDefault(db, userId, idcard)))
          throw new HttpError(404, 'card_not_found', SAVED_CARD_REFUSALS.notFound);
      }
      return { ok: true as const, data: (await cardsOf(db, userId, { gfp, pais })).map(toSavedCard) };
    },
  );

  /** Opens the vault's card form for the diner; the answer names the form to open. */
  async function openCardForm(request: FastifyRequest, purpose: EnrollmentPurpose, pa: string, amt?: number) {
    const { userId } = sessionOf(request);
    const cards = vault();
    const check = checkOf(pa, amt);
    const now = clock();
    const id = await createEnrollment(db, {
      userId,
      purpose,
      pais: check.pais,
      amount: check.amount,
      currency: check.currency,
      provider: cards.provider,
      now,
    });
    const form = await cards.startEnrollment({
      returnPath: `/pay/cardreturn?e=${encodeURIComponent(id)}`,
      language: await storedLanguage(db, userId),
      now,
    });
    await setEnrollmentToken(db, id, form.token);
    return { ok: true as const, data: { redirect: form.formUrl } };
  }

  api.post(
    '/pay/createcard',
    {
      schema: {
        summary: "Card creation: opens the card vault's form to save a card (spec/2 §7)",
        tags: ['cards'],
        querystring: ZCardFormQuery,
        response: { 200: ZCardFormAnswer },
      },
      config: { caller: 'diner' },
    },
    (request) => openCardForm(request, 'save', request.query.pa, request.query.amt),
  );

  api.post(
    '/pay/tokenizecard',
    {
      schema: {
        summary: "Card tokenizing: opens the card vault's form to pay the cart with a new card (spec/1 §4 6)",
        tags: ['cards'],
        querystring: ZCardFormQuery,
        response: { 200: ZCardFormAnswer },
      },
      config: { caller: 'diner' },
    },
    (request) => openCardForm(request, 'order', request.query.pa, request.query.amt),
  );

  /**
   * GET /pay/cardreturn: where the vault's form sends the diner back (its token, or cancelled). The card is
   * tokenized once; the diner lands on /l/createcard?code= (save) or /l/carttoken?code= (order), or on the
   * error page of the flow. The enrolment id is 96 random bits and must match the vault's token.
   */
  api.get(
    '/pay/cardreturn',
    {
      schema: {
        summary: "The card vault's form returns here (issue 16 item 4)",
        tags: ['cards'],
        querystring: ZCardReturnQuery,
      },
      config: { caller: 'anyone' },
    },
    async (request, reply) => {
      const { e, token, cancelled } = request.query;
      const now = clock();
      const enrollment = await enrollmentById(db, e);
      if (!enrollment) return reply.redirect('/l/createcarderror', 303);
      const landing = LANDING[enrollment.purpose];
      const matches = !cancelled && token !== undefined && token === enrollment.vault_token && cardVault;
      const card =
        matches && enrollment.status === 'open' ? await cardVault.finishEnrollment(token, now) : null;
      const settled = enrollment.status === 'open' && (await settleEnrollment(db, e, card, now));
      return reply.redirect(settled && card ? landing.ok(e) : landing.failed, 303);
    },
  );

  /**
   * POST /pay/processcard { code } (spec/2 §7 'Add card'): the card the form tokenized is checked by a charge
   * reversed at once and kept. Only gfp 5009 (the saved card); the country and amount are the ones the form
   * was opened with (createcard's pa and amt).
   */
  api.post(
    '/pay/processcard',
    {
      schema: {
        summary: 'Add card: check a tokenized card (a charge reversed at once) and keep it (spec/2 §7)',
        tags: ['cards'],
        querystring: ZProcessCardQuery,
        body: ZProcessCardRequest,
        response: { 200: ZProcessCardAnswer },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      if (request.query.gfp !== PaymentCode.savedCard)
        throw new HttpError(400, 'card_provider', SAVED_CARD_REFUSALS.notRecorded);
      const card = await keepCheckedCard(db, vault(), { userId, code: request.body.code, now: clock() });
      return { ok: true as const, data: toSavedCard(card) };
    },
  );
}
