import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../rules/language-choice.ts';
import { ZLoginAnswer } from './account.ts';
import { ZTranslations } from './common.ts';
import { ZDarkKitchen, ZLocationId } from './menu.ts';
import { text } from './safe-input.ts';

/**
 * GET /srv/checkin/table (the table a diner's QR code names, spec/1 §2 '/checkin/{table}', §4 'Check-in
 * specifics'): the location `irl` and the table id as the path carries it.
 */
export const ZCheckInTableQuery = z.object({
  irl: ZLocationId,
  dk: ZDarkKitchen,
  mesa: text({ max: 20 }).check(z.trim(), z.minLength(1, 'p1_err_v_table')),
});
export type TCheckInTableQuery = z.input<typeof ZCheckInTableQuery>;

/** The table found: its id, its name ('Mesa 5', or a virtual table's name) and its sector. */
/** A table found by its QR: its name, and that name in other languages (issue 11 item 3). */
export const ZCheckInTable = z.object({
  id: z.string(),
  nm: z.string(),
  nmTrad: z.optional(ZTranslations),
  sector: z.string(),
});
export type TCheckInTable = z.infer<typeof ZCheckInTable>;

/**
 * POST /srv/checkin/guest (issue 14 item 1; spec/2 §2 'An anonymous guest button', §4 'Guest login by table'):
 * the venue and the table the diner sits at, and the language the site shows (`idi`): a guest's profile keeps
 * it, as a signed-in diner's saved preference (spec/2 §4 'Languages'), so signing in switches nothing.
 */
export const ZGuestSessionRequest = z.object({
  irl: ZLocationId,
  dk: ZDarkKitchen,
  mesa: text({ max: 20 }).check(z.trim(), z.minLength(1, 'p1_err_v_table')),
  idi: z._default(z.enum(LANGUAGES), DEFAULT_LANGUAGE),
});
export type TGuestSessionRequest = z.input<typeof ZGuestSessionRequest>;

/**
 * A guest's sign-in: the login answer (token tot1 and the profile 'Guest', id 1, the fixed guest address),
 * the table's id and its check-in order id (16 characters) the session is bound to.
 */
export const ZGuestSession = z.extend(ZLoginAnswer, { mesa: z.string(), io: z.string() });
export type TGuestSession = z.infer<typeof ZGuestSession>;

/**
 * POST /srv/checkin/seat (issue 14: the table's bill for everyone seated): a diner with a session — an account or
 * a guest of that table — sits at the venue's table, as the table's page opens. The seat lets a diner who has
 * not ordered (typically the one who pays for everyone) read and pay the table's bill.
 */
export const ZCheckInSeatRequest = ZGuestSessionRequest;
export type TCheckInSeatRequest = z.input<typeof ZCheckInSeatRequest>;

/** The seat taken: the table's id, and the table's bill the diner may now read (null while nobody ordered). */
export const ZCheckInSeat = z.object({ mesa: z.string(), ic: z.nullable(z.string()) });
export type TCheckInSeat = z.infer<typeof ZCheckInSeat>;
