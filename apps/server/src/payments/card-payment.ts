import {
  CARD_ENROLLMENT_MINUTES,
  cardCheck,
  PaymentCode,
  SAVED_CARD_REFUSALS,
  savedCardProblem,
  type TAppConfig,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { SaveResult } from '../store/orders-save.ts';
import { createPayment, paymentById, settlePayment } from '../store/payments.ts';
import {
  type CardRow,
  cardOf,
  endEnrollment,
  enrollmentById,
  enrollmentCard,
  forgetCard,
  insertCard,
  takeEnrollment,
} from '../store/saved-cards.ts';
import type { CardVault } from './card-vault.ts';

/**
 * The card flows over the vault (issue 16 item 4): the card check of a save (spec/2 §9: a charge reversed at
 * once) and the card that pays an order with 5009 (spec/1 §4 'Order saving' 6–7). Refusals are readable and
 * leave nothing behind: a declined card is not kept, and no order exists for a declined charge.
 */

export const vaultUnavailable = () =>
  new HttpError(409, 'card_vault_unavailable', serverText('m1_err_card_vault_unavailable'));
const sessionGone = () => new HttpError(409, 'card_session', serverText('m1_err_card_session'));
const cardNotFound = () => new HttpError(404, 'card_not_found', SAVED_CARD_REFUSALS.notFound);

const enrollmentWindowStart = (now: Date) => new Date(now.getTime() - CARD_ENROLLMENT_MINUTES * 60_000);

/**
 * POST /pay/processcard: the card the form tokenized for the diner's enrolment `code` is checked — a charge of
 * the enrolment's amount, reversed at once — and kept (the first of its country becomes the default). A card
 * the check declines is forgotten by the vault and refused ('Error en su tarjeta').
 */
export async function keepCheckedCard(
  db: Database,
  vault: CardVault,
  input: { userId: number; code: string; now: Date },
): Promise<CardRow> {
  const { userId, code, now } = input;
  const enrollment = await enrollmentById(db, code);
  const card = enrollment && enrollmentCard(enrollment);
  const taken =
    card !== null &&
    (await takeEnrollment(db, {
      id: code,
      userId,
      purpose: 'save',
      notBefore: enrollmentWindowStart(now),
      now,
    }));
  if (!enrollment || !card || !taken) throw sessionGone();
  const charge = await vault.charge({
    ref: card.ref,
    amount: enrollment.amount,
    currency: enrollment.currency,
    now,
  });
  if (!charge.approved) {
    await vault.remove(card.ref, now);
    await endEnrollment(db, code, null, now);
    throw new HttpError(402, 'card_declined', SAVED_CARD_REFUSALS.declined);
  }
  await vault.reverse(charge.authorization, now);
  const row = await insertCard(db, {
    userId,
    provider: vault.provider,
    card,
    pais: enrollment.pais,
    listed: true,
    now,
  });
  await endEnrollment(db, code, row.id, now);
  return row;
}

/** The enrolment's amount and currency for a card form opened in a country (the card check of spec/2 §9). */
export function checkOf(pais: string, amt: number | undefined) {
  const check = cardCheck({ pais, amt });
  if (!check.ok) throw new HttpError(400, check.refusal.code, check.refusal);
  return check.value;
}

type PayingVenue = { app: Pick<TAppConfig, 'payMethods'>; pais: string };

/**
 * Whether `tokenCard` names a card the diner may pay this venue with, without taking it (the preflight): one
 * of their saved cards, or a card a checkout's card form tokenized for them (/l/carttoken?code=).
 */
export async function checkCardToPay(
  db: Database,
  input: { userId: number; tokenCard: string; venue: PayingVenue; now: Date },
): Promise<void> {
  const { userId, tokenCard, venue, now } = input;
  let cardPais: string | null = null;
  const saved = tokenCard ? await cardOf(db, userId, tokenCard) : null;
  if (saved) cardPais = saved.pais;
  else if (tokenCard) {
    const enrollment = await enrollmentById(db, tokenCard);
    if (
      enrollment &&
      Number(enrollment.user_id) === userId &&
      enrollment.purpose === 'order' &&
      enrollment.status === 'tokenized' &&
      enrollment.created_at >= enrollmentWindowStart(now)
    )
      cardPais = enrollment.pais;
  }
  if (cardPais === null) throw cardNotFound();
  const problem = savedCardProblem({ app: venue.app, venuePais: venue.pais, cardPais });
  if (problem) throw new HttpError(400, 'card_not_accepted', problem);
}

/**
 * The card that pays an order (after checkCardToPay): a saved card as it is, or the form's card taken once and
 * kept — listed among the diner's cards when they asked to save it (saveCard), unlisted otherwise. `fresh`: the
 * form's card, which a declined charge forgets again.
 */
export async function takeCardToPay(
  db: Database,
  vault: CardVault,
  input: { userId: number; tokenCard: string; saveCard: boolean; now: Date },
): Promise<{ card: CardRow; fresh: boolean }> {
  const { userId, tokenCard, saveCard, now } = input;
  const saved = await cardOf(db, userId, tokenCard);
  if (saved) return { card: saved, fresh: false };
  const enrollment = await enrollmentById(db, tokenCard);
  const card = enrollment && enrollmentCard(enrollment);
  const taken =
    card !== null &&
    (await takeEnrollment(db, {
      id: tokenCard,
      userId,
      purpose: 'order',
      notBefore: enrollmentWindowStart(now),
      now,
    }));
  if (!enrollment || !card || !taken) throw cardNotFound();
  const row = await insertCard(db, {
    userId,
    provider: vault.provider,
    card,
    pais: enrollment.pais,
    listed: saveCard,
    now,
  });
  await endEnrollment(db, tokenCard, row.id, now);
  return { card: row, fresh: true };
}

/** spec/1 §8 'Saved card failure': the charge of an order was declined; no order was saved. */
export const cardPayFailed = () => new HttpError(402, 'card_pay_failed', SAVED_CARD_REFUSALS.payFailed);

/**
 * Saves an order paid with a card (5009; spec/1 §4 'Order saving' 5–7): the card is charged the order's total
 * first, so a declined card leaves no order ('ERROR AL INTENTAR PAGAR CON SU TARJETA…', a card typed at checkout
 * forgotten again); a save that then fails, or that another copy of the same request made first, reverses the
 * charge. The saved order gets its payment (the vault's authorization) and is paid (sp 2) — it reaches the
 * kitchen as any prepaid order does.
 */
export async function saveOrderPaidByCard(
  db: Database,
  vault: CardVault,
  input: {
    userId: number;
    tokenCard: string;
    saveCard: boolean;
    total: number;
    currency: string;
    now: Date;
    host: string;
    save: () => Promise<SaveResult>;
  },
): Promise<SaveResult> {
  const { now } = input;
  const { card, fresh } = await takeCardToPay(db, vault, input);
  const charge = await vault.charge({
    ref: card.vault_ref,
    amount: input.total,
    currency: input.currency,
    now,
  });
  if (!charge.approved) {
    if (fresh) {
      await forgetCard(db, card.id, now);
      await vault.remove(card.vault_ref, now);
    }
    throw cardPayFailed();
  }
  let saved: SaveResult;
  try {
    saved = await input.save();
  } catch (error) {
    await vault.reverse(charge.authorization, now);
    throw error;
  }
  // Another copy of this request saved (and paid) the order first: this charge is not the order's.
  if (saved.row === null) {
    await vault.reverse(charge.authorization, now);
    return saved;
  }
  const paymentId = await createPayment(db, {
    orderId: saved.orderId,
    code: PaymentCode.savedCard,
    amount: input.total,
    currency: input.currency,
    now,
    provider: vault.provider,
  });
  await settlePayment(db, (await paymentById(db, paymentId))!, true, now, input.host, charge.authorization);
  return { orderId: saved.orderId, row: null };
}
