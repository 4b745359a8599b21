import {
  createAccountsClient,
  createBackOfficeSettingsClient,
  createKitchenBoardClient,
} from '@comanda/api-client';
import { useAdminSession } from './admin-session.ts';
import { siteCallOptions } from './api.ts';

/** Same-origin clients carrying the back office's token. */
const options = { ...siteCallOptions, token: () => useAdminSession.getState().token ?? undefined };
export const backOfficeAccounts = createAccountsClient(options);
export const backOffice = createBackOfficeSettingsClient(options);
/** The kitchen screens' routes, which take the back office's admins too (issue 13 item 2). */
export const backOfficeScreens = createKitchenBoardClient(options);

/** A refusal that means the session is gone or lacks module 9000: back to sign-in. */
export const isSignedOut = (error: unknown) => {
  const status = (error as { status?: number }).status;
  return status === 401;
};
