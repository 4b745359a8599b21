/**
 * Who prints a web or QR order's kitchen ticket (issue 12 item 2). Such a ticket belongs to the restaurant,
 * not to a device, and every device of the restaurant hears of it; exactly one of them must print it, never
 * one copy per totem. A device claims the ticket before printing it, and the claim is a lease:
 * - the restaurant's kitchen printer (cfgKiosk.printerConfig.kitchenDevice), when it names one, has the
 *   ticket to itself for the first lease; any device may take it after that, so a kitchen printer that is
 *   switched off does not keep the kitchen waiting;
 * - otherwise the first device to ask takes it;
 * - a claim lasts KITCHEN_TICKET_CLAIM_SECONDS: a device that went away (unplugged, crashed) before
 *   acknowledging loses it, and the next device that asks takes it over. Its holder renews it by asking again.
 *
 * The spec says nothing of kitchen tickets or claims (spec/3 §4 'Realtime sync' sends `dte` to 'the matching
 * device id'), so the lease is ours: half the acknowledgement limit (TICKET_ACK_LIMIT_SECONDS_DEFAULT, 120 s),
 * so a ticket taken over after a lease and a device's next look at its outbox (60 s) still prints before
 * its order is flagged unsent.
 *
 * The server's SQL applies this rule in one statement (apps/server/src/store/print-jobs.ts); a test there
 * runs both over the same cases.
 */
export const KITCHEN_TICKET_CLAIM_SECONDS = 30;

export type ClaimableTicket = {
  status: 'pending' | 'printed';
  /** The device a ticket was addressed to; null for a restaurant's ticket. */
  deviceId: string | null;
  claimedBy: string | null;
  claimedAt: Date | null;
  createdAt: Date;
};

export type TicketClaimer = {
  deviceId: string;
  /** The restaurant's kitchen printer, when its configuration names one. */
  kitchenDevice: string | null;
};

export function mayClaimTicket(ticket: ClaimableTicket, claimer: TicketClaimer, now: Date): boolean {
  if (ticket.status !== 'pending' || ticket.deviceId !== null) return false;
  if (ticket.claimedBy === claimer.deviceId) return true;
  const leaseMs = KITCHEN_TICKET_CLAIM_SECONDS * 1000;
  const held = ticket.claimedBy !== null && ticket.claimedAt !== null;
  if (held && now.getTime() - ticket.claimedAt!.getTime() < leaseMs) return false;
  const kitchenFirst = claimer.kitchenDevice !== null && claimer.kitchenDevice !== claimer.deviceId;
  return !kitchenFirst || now.getTime() - ticket.createdAt.getTime() >= leaseMs;
}
