/**
 * Imported first by the browser entries (web, kiosk renderer), before any contract is built (issue 11 item 6).
 * zod/mini's objects parse without generated code; jitless also keeps any schema built after this from
 * probing `new Function`, which the sites' strict CSP (no 'unsafe-eval') reports as a script-src violation
 * even though zod catches the failure. The server does not import this: it keeps compiled parsers.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig`, the one object every copy of zod shares (zod/v4/core
 * core.js; `config()` returns it), so the setting is made there without importing zod: the web's menu page
 * loads zod only once a contract is needed, after its first view (issue 11, first-load JavaScript).
 * jitless.test.ts holds zod's `config()` to it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
