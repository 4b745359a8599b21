import { createBackOfficeClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { useBackOfficeSession } from '../../../lib/back-office.ts';

/** The menu's calls, carrying the back office's token (lib/back-office.ts, shared with the layout). */
export const backOffice = createBackOfficeClient({
  ...siteCallOptions,
  token: () => useBackOfficeSession.getState().token ?? undefined,
});
