/**
 * Apple's 'Hide My Email' (issue 16 item 1): a person who signs in with Apple may give the app a private relay
 * address instead of their own, which Apple forwards to them. It is the account's e-mail like any other (mail
 * sent there arrives); the profile only says whose address it is.
 */
const RELAY_DOMAIN = '@privaterelay.appleid.com';

export const isApplePrivateRelay = (email: string) => email.trim().toLowerCase().endsWith(RELAY_DOMAIN);
