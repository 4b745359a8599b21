import { createDecoder } from '../escpos/create-decoder.ts';
import type { PrinterProfileName } from '../escpos/profile.ts';
import type { ReceivedTicket } from './received-ticket.ts';
import { TicketAssembler } from './ticket-assembler.ts';

/**
 * Reads ESC/POS bytes back into paper, exactly as the virtual printer does with what arrives over
 * TCP. Previews render from this (not from the ticket model), so a preview shows what the bytes
 * print — a code-page or wrapping bug shows up on screen as it would on paper. `profile` 'star' reads
 * Star Line Mode bytes.
 */
export function decodeTickets(
  bytes: Uint8Array,
  receivedAt = new Date(),
  profile: PrinterProfileName = 'epson',
): ReceivedTicket[] {
  const tickets: ReceivedTicket[] = [];
  const assembler = new TicketAssembler((ticket) =>
    tickets.push({ id: tickets.length + 1, receivedAt, ...ticket }),
  );
  for (const event of createDecoder(profile).push(bytes)) assembler.apply(event);
  assembler.end();
  return tickets;
}
