import * as z from 'zod/mini';
import { ZTranslations } from './common.ts';
import { ZRestaurantListItem } from './restaurant.ts';
import { text } from './safe-input.ts';

/**
 * GET /srv/portalinfo (spec/3 §7: amb, pais, ipr; §3 'Portal info': det.idl, det.nm): a portal's page on the
 * web, /l/{pais}/portal/{idportal} (spec/3 §2 'Portal routes'). `idl` lists the portal's restaurants that are
 * in service, in the portal's order, as restaurant cards show them; `nm` is the portal's name.
 */
export const ZPortalInfoQuery = z.object({
  pais: z._default(
    text({ max: 8 }).check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2}$/, 'p1_err_v_country_code')),
    'cl',
  ),
  ipr: text({ min: 1, max: 100 }).check(z.trim()),
});
export type TPortalInfoQuery = z.input<typeof ZPortalInfoQuery>;

export const ZPortalInfo = z.object({
  det: z.object({
    /** The portal's id, as its path names it. */
    id: z.string(),
    nm: z.string(),
    /** The name in other languages, where the portal's file gives one (`en`). */
    nmTrad: ZTranslations,
    idl: z.array(ZRestaurantListItem),
  }),
});
export type TPortalInfo = z.infer<typeof ZPortalInfo>;
