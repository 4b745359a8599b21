import * as z from 'zod/mini';
import { PaymentCode } from '../constants.ts';
import { DEFAULT_CARD_COUNTRY } from '../rules/saved-cards.ts';
import { okResponse } from './common.ts';
import { queryInt4, text } from './safe-input.ts';

/**
 * Saved cards on the wire (issue 16 item 4; spec/2 §3 'Profile' cards, §7 'Cards', 'Add card', 'Card creation /
 * tokenizing'). The platform knows a card by its vault token only; the wire shows what a person recognises it
 * by: brand, last four digits, expiry.
 */

/**
 * A saved card as the diner lists it (spec/2 §3: id, last_four_digits, payment_method.name, default), with the
 * provider code it pays through (gfp, 5009), its country, its brand and expiry 'MM/YY'.
 */
export const ZSavedCard = z.object({
  id: z.string(),
  gfp: z.int(),
  pais: z.string(),
  brand: z.string(),
  last_four_digits: z.string(),
  exp: z.string(),
  payment_method: z.object({ name: z.string() }),
  default: z.boolean(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

/** A card id as the server gives it ('card-' and 16 url-safe characters). */
const ZCardId = text({ min: 1, max: 40 });

/**
 * GET /srv/security/cards (spec/2 §7 'Cards'): without xcustom the list; xcustom 1 deletes the card idcard,
 * 0 makes it the default (CardAction). gfp and pais narrow the list to one provider and country.
 */
export const ZCardsQuery = z.object({
  xcustom: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1))),
  idcard: z.optional(ZCardId),
  gfp: z.optional(queryInt4()),
  pais: z.optional(text({ max: 2 }).check(z.toLowerCase())),
});
export type TCardsQuery = z.input<typeof ZCardsQuery>;
export const ZCardsAnswer = okResponse(z.array(ZSavedCard));

/** An amount in the country's currency units ('amt': the card check, spec/2 §9; 2.00 in Argentina). */
const ZCardAmount = z.coerce.number().check(z.gte(0), z.lte(1_000_000));

/**
 * POST /pay/createcard and /pay/tokenizecard (spec/2 §7 'Card creation / tokenizing': pa, amt): open the card
 * vault's hosted form, to save a card (createcard, back at /l/createcard) or to pay the order in the cart with
 * a new card (tokenizecard, back at /l/carttoken). The answer names the form to open.
 */
export const ZCardFormQuery = z.object({
  pa: z._default(text({ max: 2 }).check(z.toLowerCase()), DEFAULT_CARD_COUNTRY),
  amt: z.optional(ZCardAmount),
});
export type TCardFormQuery = z.input<typeof ZCardFormQuery>;
export const ZCardForm = z.object({ redirect: z.string() });
export const ZCardFormAnswer = okResponse(ZCardForm);

/**
 * POST /pay/processcard (spec/2 §7 'Add card': gfp 5009, amt, pais default cl, solotoken): the card the vault's
 * form tokenized (the `code` it came back with) is checked by a charge reversed at once and kept; the answer is
 * the saved card. (The spec's solotoken, 'only tokenize', is what this call always does here: an order is paid
 * with a card through POST /srv/saveorder's tokenCard.)
 */
export const ZProcessCardQuery = z.object({
  gfp: z._default(queryInt4(), PaymentCode.savedCard),
  amt: z.optional(ZCardAmount),
  pais: z._default(text({ max: 2 }).check(z.toLowerCase()), DEFAULT_CARD_COUNTRY),
});
export type TProcessCardQuery = z.input<typeof ZProcessCardQuery>;
export const ZProcessCardRequest = z.object({ code: text({ min: 1, max: 64 }) });
export const ZProcessCardAnswer = okResponse(ZSavedCard);
