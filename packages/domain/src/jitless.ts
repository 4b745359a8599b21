import { config } from 'zod/mini';

/**
 * Imported first by the browser entries (web, kiosk renderer), before any contract is built (issue 11 item 6).
 * zod/mini's objects parse without generated code; jitless also keeps any schema built after this from
 * probing `new Function`, which the sites' strict CSP (no 'unsafe-eval') reports as a script-src violation
 * even though zod catches the failure. The server does not import this: it keeps compiled parsers.
 */
config({ jitless: true });
