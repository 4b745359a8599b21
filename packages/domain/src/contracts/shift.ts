import * as z from 'zod/mini';

// A restaurant's opening shift, its own module: the opening-hours rules read it, and the catalog contract that
// holds a restaurant's shifts reaches those rules through its booking settings.

/** Opening shift: hi/hf start and end, si/sf next-day flags, d weekday bitmask (spec/2 §3 'Shift'). */
export const ZShift = z.object({
  jid: z.string().check(z.minLength(1)),
  hi: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  hf: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  si: z._default(z.boolean(), false),
  sf: z._default(z.boolean(), false),
  d: z.int().check(z.gte(1), z.lte(127)),
  rv: z._default(z.boolean(), false),
  /** Covers the shift seats per service date for bookings (issue 17 item 3); a bookable one must say (rules/booking-setup.ts). */
  cv: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
});
export type TShift = z.infer<typeof ZShift>;
