import { createBackOfficeClient } from '@comanda/api-client';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { siteCallOptions } from '../../../lib/api.ts';

/** The menu's calls, carrying the back office's token (lib/back-office.ts, shared with the layout). */
export const backOffice = createBackOfficeClient({
  ...siteCallOptions,
  token: () => useAdminSession.getState().token ?? undefined,
});
