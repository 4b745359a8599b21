import * as z from 'zod/mini';

/** Money is an integer in the currency's minor unit (DESIGN 'Conventions'). */
export const ZMoney = z.int();

/** Environment parameter `amb` (spec/3 §7 'Environments'); a TEST value is sent as DEV. */
export const ZEnvironment = z.enum(['PROD', 'DEV', 'TEST', 'STAGE', 'LOCAL']);
export type TEnvironment = z.infer<typeof ZEnvironment>;

/** Latitude and longitude in degrees. */
export const ZLatitude = z.coerce.number().check(z.gte(-90), z.lte(90));
export const ZLongitude = z.coerce.number().check(z.gte(-180), z.lte(180));

/** Translations of a display text, keyed by language (spec/1 §3 `nombreTrad`). */
export const ZTranslations = z.record(z.string(), z.string());

/**
 * The response envelope: spec/1 §7 'Conventions' — callers read `ok` and `data`, and treat anything else
 * as failure. A refused request carries a message a person can read.
 */
export const okResponse = <T extends z.ZodMiniType>(data: T) => z.object({ ok: z.literal(true), data });
/**
 * A refusal's text parameters (issue 11 item 3): words and numbers, or texts of their own (a line's problem,
 * missing fields' names) whose parameters are plain — two levels are all the server sends.
 */
const ZPlainParams = z.record(z.string(), z.union([z.string(), z.number()]));
const ZTextRef = z.object({ key: z.string(), params: z.optional(ZPlainParams) });
export const ZTextParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), ZTextRef, z.array(ZTextRef)]),
);
export const ZErrorResponse = z.object({
  ok: z.literal(false),
  // key and params: the text in packages/i18n's server texts; optional for answers of older servers.
  error: z.object({
    code: z.string(),
    message: z.string(),
    key: z.optional(z.string()),
    params: z.optional(ZTextParams),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A boolean that also accepts the '1'/'0'/'true'/'false' forms query strings carry. */
export const ZFlag = z.pipe(
  z.transform((v: unknown) => {
    if (v === '1' || v === 'true') return true;
    if (v === '0' || v === 'false' || v === '') return false;
    return v;
  }),
  z.boolean(),
);
