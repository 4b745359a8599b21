/**
 * Every rate limit of the server, in one table (issue 10 item 4). Each entry names a route, its limits and
 * why. `http/rate-limits.ts` attaches them to the routes; a name that matches no registered route stops the
 * start. Limits keyed per client address or token are multiplied by COMANDA_RATE_LIMIT_SCALE (benchmarks,
 * end-to-end runs); those keyed per e-mail or cart are never raised: they are what stops an attacker who
 * has many addresses. Counters live in each instance's memory (README 'Limits').
 */

/** What a limit counts by. */
export type LimitKey =
  /** The client address (request.ip, after COMANDA_TRUST_PROXY). */
  | 'address'
  /** The e-mail of the body (`em`), lower-cased: the account an attacker aims at. */
  | 'email'
  /** The cart id of the body (`cartId`). */
  | 'cart'
  /** The SHA-256 of the session or device token (bearer or xtot1); the address when there is none. */
  | 'token';

export type Limit = { per: LimitKey; max: number; windowSeconds: number };

export type LimitEntry = {
  /** 'METHOD /path', as the route is registered. */
  route: string;
  limits: Limit[];
  reason: string;
  /**
   * A route that exists only when switched on: a development surface (config-surfaces.ts), absent in
   * production, or social sign-in's, absent while no provider is configured.
   */
  surface?: true;
};

const MINUTE = 60;

export const LIMITS: LimitEntry[] = [
  {
    route: 'POST /mw/comandaapp/createuserapp',
    limits: [
      { per: 'email', max: 5, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 30, windowSeconds: 10 * MINUTE },
    ],
    reason:
      'Login codes (spec/2 §4 Login): an owner is not flooded with mail, and asking again does not buy an ' +
      'attacker new tries (issue 10: 100 codes mailed to one address while 500 were guessed).',
  },
  {
    route: 'POST /srv/security/login',
    limits: [
      { per: 'email', max: 10, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 60, windowSeconds: 10 * MINUTE },
    ],
    reason:
      'Code verification (spec/2 §4 Login): a code dies after 5 wrong tries; this stops guessing across ' +
      'accounts from one address and keeps one account from being hammered.',
  },
  {
    route: 'POST /srv/kiosk/code',
    limits: [{ per: 'address', max: 30, windowSeconds: 10 * MINUTE }],
    reason: 'Kiosk pairing codes (spec/3 §4 Kiosk pairing): a device asks for one code at a time.',
  },
  {
    route: 'POST /srv/kiosk/verify',
    limits: [
      { per: 'token', max: 20, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 60, windowSeconds: 10 * MINUTE },
    ],
    reason: 'Kiosk pairing (spec/3 §4): a technician types codes; guessing other devices’ codes is refused.',
  },
  {
    route: 'POST /srv/cartstock/reserve',
    limits: [
      { per: 'cart', max: 60, windowSeconds: MINUTE },
      { per: 'address', max: 300, windowSeconds: MINUTE },
    ],
    reason:
      'Stock holds (spec/1 §4 Cart lifecycle): a diner adds a few lines a minute; anonymous holds are also ' +
      'capped per address (ANONYMOUS_HOLD_LIMITS).',
  },
  {
    route: 'POST /srv/saveorder',
    limits: [
      { per: 'token', max: 60, windowSeconds: MINUTE },
      { per: 'address', max: 600, windowSeconds: MINUTE },
    ],
    reason: 'Order saving (spec/1 §4 Order saving): a diner or a busy kiosk saves a few orders a minute.',
  },
  {
    route: 'POST /srv/payorder',
    limits: [
      { per: 'token', max: 20, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 120, windowSeconds: 10 * MINUTE },
    ],
    reason: 'Payment attempts (spec/1 §4 Pay later): each opens a provider attempt.',
  },
  {
    route: 'POST /srv/pedido/pay',
    limits: [{ per: 'address', max: 120, windowSeconds: 10 * MINUTE }],
    reason: 'Payment attempts through an order link (issue 14 item 6): anonymous, so counted per address.',
  },
  {
    route: 'POST /srv/paygaeorder',
    limits: [
      { per: 'token', max: 20, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 120, windowSeconds: 10 * MINUTE },
    ],
    reason: 'Paying lines of a table’s bill (issue 14 item 5): each opens a provider attempt.',
  },
  {
    route: 'POST /srv/kiosk/payment',
    limits: [{ per: 'token', max: 60, windowSeconds: MINUTE }],
    reason: 'Card terminal answers (spec/3 §4 Payment): one per charge of a kiosk.',
  },
  {
    route: 'POST /pay/mw/payments/paypayment',
    limits: [{ per: 'address', max: 60, windowSeconds: 10 * MINUTE }],
    reason: 'Payment decisions on the hosted page (spec/1 §7 Pay redirect).',
    surface: true,
  },
  {
    route: 'POST /srv/sendmessage',
    limits: [
      { per: 'token', max: 10, windowSeconds: MINUTE },
      { per: 'address', max: 120, windowSeconds: MINUTE },
    ],
    reason:
      'Calls from the tables (spec/1 §7 Call waiter, issue 14 item 4): each rings on the staff board. A table is ' +
      'also held to WAITER_CALLS_PER_TABLE whoever calls (store/waiter-calls.ts).',
  },
  {
    route: 'POST /srv/checkin/guest',
    limits: [{ per: 'address', max: 60, windowSeconds: 10 * MINUTE }],
    reason:
      'Guest sessions at a table (issue 14 item 1; spec/2 §4 Guest login by table): anonymous, and each makes an ' +
      'account; a restaurant’s diners may share one address (its Wi-Fi), so the cap is generous.',
  },
  {
    route: 'GET /srv/idiomas',
    limits: [{ per: 'address', max: 300, windowSeconds: MINUTE }],
    reason: 'Language list (spec/2 §7): asked once per visit and cached 120 s or 600 s (spec/2 §9).',
  },
  {
    route: 'GET /srv/idiomas/:module/:language/:file',
    limits: [{ per: 'address', max: 600, windowSeconds: MINUTE }],
    reason: 'Translation files (spec/2 §4): a few per visit and per language switch, cached by the browser.',
  },
  // Saved cards (issue 16 item 4): each card form opened and each card checked is a call to the card vault,
  // and a check is a charge; cards must not be tried by the hundred from one account ('card testing').
  {
    route: 'POST /pay/createcard',
    limits: [
      { per: 'token', max: 20, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 60, windowSeconds: 10 * MINUTE },
    ],
    reason: 'Card forms (spec/2 §7 Card creation): a diner opens a few; each is an enrolment at the vault.',
  },
  {
    route: 'POST /pay/tokenizecard',
    limits: [
      { per: 'token', max: 20, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 60, windowSeconds: 10 * MINUTE },
    ],
    reason: 'Card forms at checkout (spec/1 §4 Order saving 6): as createcard.',
  },
  {
    route: 'POST /pay/processcard',
    limits: [
      { per: 'token', max: 10, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 30, windowSeconds: 10 * MINUTE },
    ],
    reason:
      'Card checks (spec/2 §9: a charge reversed at once): a stolen-card tester would check many; a diner a few.',
  },
  {
    route: 'POST /srv/security/profilecreated',
    limits: [{ per: 'address', max: 30, windowSeconds: 10 * MINUTE }],
    reason:
      'Registration links (issue 16 item 1; spec/2 §2 ProfileCreated): one click per mail; guessing a link’s ' +
      '192-bit secret is hopeless, this keeps anyone from trying at volume.',
  },
  {
    route: 'GET /sapi/pwdreset',
    limits: [{ per: 'address', max: 60, windowSeconds: 10 * MINUTE }],
    reason: 'Reset link checks (spec/2 §4 Password reset page): one per opened mail.',
  },
  {
    route: 'POST /sapi/pwdreset',
    limits: [
      { per: 'email', max: 5, windowSeconds: 10 * MINUTE },
      { per: 'address', max: 30, windowSeconds: 10 * MINUTE },
    ],
    reason:
      'Password reset (spec/2 §4, §7): like the login codes, an owner is not flooded with reset mail and a ' +
      'link is not guessed.',
  },
  {
    route: 'POST /sapi/chclave',
    limits: [{ per: 'token', max: 10, windowSeconds: 10 * MINUTE }],
    reason:
      'Password change (spec/2 §7): the old password is checked, so a stolen session cannot guess it at volume.',
  },
  {
    route: 'GET /srv/google-maps/autocomplete',
    limits: [{ per: 'address', max: 120, windowSeconds: MINUTE }],
    reason:
      'Address search (spec/2 §7 Places autocomplete; issue 16 item 3): anonymous, and each call may reach the ' +
      'geocoding service, whose public instances allow about one request a second for the whole platform. The ' +
      'dialog asks once per second of typing (debounced 1 s), so a diner stays far below; a script does not.',
  },
  {
    route: 'GET /srv/google-maps/details',
    limits: [{ per: 'address', max: 60, windowSeconds: MINUTE }],
    reason: 'Place details (spec/2 §7): one per suggestion the diner picks; a geocoding call each.',
  },
  {
    route: 'GET /srv/geocode/reverse',
    limits: [{ per: 'address', max: 60, windowSeconds: MINUTE }],
    reason:
      'Reverse geocoding (spec/2 §7): the current location and the dropped pin, a few a minute; a geocoding ' +
      'call each.',
  },
  {
    route: 'POST /srv/address/verify',
    limits: [{ per: 'address', max: 120, windowSeconds: MINUTE }],
    reason:
      'Address checks (spec/2 §4 Address verification): at start and on each save; anonymous, and it reads ' +
      'every venue’s coverage, so a flood is refused before it reaches the database.',
  },
  {
    route: 'GET /srv/security/oidc/:provider/start',
    limits: [{ per: 'address', max: 30, windowSeconds: 10 * MINUTE }],
    reason:
      'Social sign-in (issue 16 item 1): each start stores a sign-in in progress and may read the provider’s ' +
      'discovery document; a diner starts one or two, a script would fill the table.',
    surface: true,
  },
  {
    route: 'GET /srv/security/oidc/:provider/callback',
    limits: [{ per: 'address', max: 30, windowSeconds: 10 * MINUTE }],
    reason:
      'The provider’s answer (issue 16 item 1): one per start; each is a token exchange with the provider, so ' +
      'forged states are refused before they cost one.',
    surface: true,
  },
  {
    route: 'POST /srv/security/oidc/session',
    limits: [{ per: 'address', max: 30, windowSeconds: 10 * MINUTE }],
    reason:
      'The one-time ticket for a session (issue 16 item 1): one per sign-in; tickets are not guessed at volume.',
    surface: true,
  },
  {
    route: 'POST /srv/security/oidc/:provider/callback',
    limits: [{ per: 'address', max: 30, windowSeconds: 10 * MINUTE }],
    reason:
      'The provider’s answer posted back (response_mode=form_post: Apple; issue 16 item 1): as its GET twin, ' +
      'each is a token exchange with the provider.',
    surface: true,
  },
  {
    route: 'POST /srv/saveorder/preflight',
    limits: [{ per: 'address', max: 240, windowSeconds: MINUTE }],
    reason:
      'A signed-out checkout priced by the server (issue 16 item 3): anonymous, one call per change of the ' +
      'form (debounced 250 ms), and each reads the venue and prices the cart, so it is counted per address.',
  },
  {
    route: 'POST /srv/checkin/seat',
    limits: [{ per: 'token', max: 60, windowSeconds: 10 * MINUTE }],
    reason:
      'Sitting at a table (issue 14: the bill for everyone seated): once per opening of a table’s page, signed in.',
  },
];
