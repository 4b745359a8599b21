import * as z from 'zod/mini';
import { LANGUAGES } from '../rules/language-choice.ts';
import { ZSettingsVenue } from './back-office-settings.ts';

/**
 * GET /srv/backoffice/tables/qr.pdf?ir=&lang= (issue 14 item 7): the venue's table QR sheet, one page per
 * saved table, its words in `lang`.
 */
export const ZTableQrQuery = z.object({
  ir: ZSettingsVenue.shape.ir,
  lang: z._default(z.enum(LANGUAGES), 'es'),
});
export type TTableQrQuery = z.infer<typeof ZTableQrQuery>;
