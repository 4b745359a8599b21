import * as z from 'zod/mini';
import { BOX_NUMBER_MAX, BOX_NUMBER_MIN, type VenueInfo } from '../rules/venue-landing.ts';
import { ZRestaurantListItem } from './restaurant.ts';

/**
 * A ticketing venue — a stadium's boxes and suites (spec/2 §3 'Venue info'; issue 18 item 6). It rides on a
 * portal (`venue` in a portal file): the portal's restaurants are the venue's, and `rls` says which serve
 * which part of it.
 */
const ZBoxNumber = z.int().check(z.gte(BOX_NUMBER_MIN), z.lte(BOX_NUMBER_MAX));
const ZIrList = z._default(z.array(z.string()), []);

export const ZVenueInfo = z.object({
  /** Box rows: letter, first and last number, sector. */
  pls: z.array(
    z.object({
      letter: z.string().check(z.regex(/^[A-Za-z]$/)),
      from: ZBoxNumber,
      to: ZBoxNumber,
      sector: z.int(),
    }),
  ),
  /** Suites: number and sector. */
  sts: z.array(z.object({ number: z.int().check(z.gte(1)), sector: z.int() })),
  /** Restaurant ir lists by part of the venue. */
  rls: z.object({
    pIzq: ZIrList,
    pDer: ZIrList,
    pGen: ZIrList,
    suites: ZIrList,
    suitesOcc: ZIrList,
    suitesOri: ZIrList,
    suitesExc: ZIrList,
  }),
});
export type TVenueInfo = z.infer<typeof ZVenueInfo>;

/** What a portal file adds to be a venue: the hosts it answers on (a non-venue host has no landing). */
export const ZVenueImport = z.extend(ZVenueInfo, {
  hosts: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export type TVenueImport = z.infer<typeof ZVenueImport>;

/** GET /srv/venueinfo: the venue of the asking host, and its restaurants as cards (`ir` to match rls). */
export const ZVenueInfoAnswer = z.extend(ZVenueInfo, {
  nm: z.string(),
  restaurants: z.array(z.extend(ZRestaurantListItem, { ir: z.string() })),
});
export type TVenueInfoAnswer = z.infer<typeof ZVenueInfoAnswer>;

// The contract and the rules' shape stay one.
const _sameShape = (v: TVenueInfo): VenueInfo => v;
void _sameShape;
