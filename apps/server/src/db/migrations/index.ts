import { catalog } from './001-catalog.ts';
import { catalogVersion } from './002-catalog-version.ts';
import { cartHolds } from './003-cart-holds.ts';
import { accounts } from './004-accounts.ts';
import { kioskDevices } from './005-kiosk-devices.ts';
import { catalogNotify } from './006-catalog-notify.ts';
import { orders } from './007-orders.ts';
import { saveOrderFunctions } from './008-save-order.ts';
import { findSessionFunction } from './009-find-session.ts';
import { sessionNotify } from './010-session-notify.ts';
import { orderTimeouts } from './011-order-timeouts.ts';
import { anonymousHolds } from './012-anonymous-holds.ts';
import { orderNumbers } from './013-order-numbers.ts';
import { kioskDeviceReports } from './014-kiosk-device-reports.ts';
import { ticketClaims } from './015-ticket-claims.ts';
import { catalogChanges } from './016-catalog-changes.ts';
import { orderLanguage } from './017-order-language.ts';
import { kitchenTickets } from './018-kitchen-tickets.ts';
import { kitchenScreens } from './019-kitchen-screens.ts';
import { media } from './020-media.ts';
import { waiterCalls } from './023-waiter-calls.ts';
import { tableBills } from './024-table-bills.ts';
import { paymentReturn } from './025-payment-return.ts';
import { guestSessions } from './026-guest-sessions.ts';
import { passwords } from './029-passwords.ts';
import { profileFields } from './030-profile-fields.ts';
import { savedCards } from './031-saved-cards.ts';
import { bookings } from './032-bookings.ts';
import { socialIdentities } from './036-social-identities.ts';
import { tableSeats } from './040-table-seats.ts';
import { kitchenScreenSeen } from './041-kitchen-screen-seen.ts';
import type { Migration } from './migration.ts';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [
  catalog,
  catalogVersion,
  cartHolds,
  accounts,
  kioskDevices,
  catalogNotify,
  orders,
  saveOrderFunctions,
  findSessionFunction,
  sessionNotify,
  orderTimeouts,
  anonymousHolds,
  orderNumbers,
  kioskDeviceReports,
  ticketClaims,
  catalogChanges,
  orderLanguage,
  kitchenTickets,
  kitchenScreens,
  media,
  waiterCalls,
  tableBills,
  paymentReturn,
  guestSessions,
  passwords,
  profileFields,
  savedCards,
  bookings,
  socialIdentities,
  tableSeats,
  kitchenScreenSeen,
];
