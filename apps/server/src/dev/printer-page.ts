import {
  PAPER_CSS,
  type ReceivedTicket,
  renderTicketHtml,
  renderTicketSvg,
  ticketColumns,
  ticketLines,
  ticketSymbols,
  type VirtualPrinter,
} from '@comanda/printing';
import type { FastifyInstance } from 'fastify';
import type { AppPlugin } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';

/**
 * One font size for every ticket, as a printer's own font: paper widths then compare as they would on the
 * counter (a 58 mm ticket about 70% of an 80 mm one). 14 px is spec/3 §9's size for 48 columns.
 */
const PAPER_FONT_PX = 14;

/** The page reloads itself: a ticket printed from a kiosk appears without touching the page. */
const REFRESH_SECONDS = 3;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A ticket as data for tests and tools: its lines, paper width and symbol payloads, without raster pixels. */
function ticketJson(ticket: ReceivedTicket, printer: VirtualPrinter) {
  return {
    id: ticket.id,
    receivedAt: ticket.receivedAt.toISOString(),
    complete: ticket.complete,
    columns: ticketColumns(ticket, printer.columns),
    lines: ticketLines(ticket),
    qr: ticketSymbols(ticket, 'qr'),
    pdf417: ticketSymbols(ticket, 'pdf417'),
  };
}

/** Each ticket drawn at its own paper width (issue 12 item 6): a 58 mm test ticket is narrower than an 80 mm one. */
function ticketSection(ticket: ReceivedTicket, printer: VirtualPrinter): string {
  const preview = { columns: ticketColumns(ticket, printer.columns), fontSize: PAPER_FONT_PX };
  const time = ticket.receivedAt.toISOString().replace('T', ' ').slice(0, 19);
  return `<section class="ticket" aria-labelledby="t${ticket.id}">
<h2 id="t${ticket.id}">Ticket ${ticket.id} · ${time} UTC · ${preview.columns} columnas${ticket.complete ? '' : ' · sin cortar'} · <a href="/printer/tickets/${ticket.id}.svg">SVG</a></h2>
<div class="pair"><pre class="text" aria-label="Texto del ticket ${ticket.id}">${escapeHtml(ticketLines(ticket).join('\n'))}</pre>
${renderTicketHtml(ticket, preview)}</div></section>`;
}

function page(printer: VirtualPrinter | null): string {
  const tickets = printer ? [...printer.tickets()].reverse() : [];
  const heading = printer
    ? `Impresora virtual · tcp://${printer.host}:${printer.port}`
    : 'Impresora virtual sin puerto en este servidor';
  const body = printer
    ? tickets.map((t) => ticketSection(t, printer)).join('\n') || '<p>Aún no se imprimió ningún ticket.</p>'
    : '<p>Su puerto estaba ocupado al arrancar: usa COMANDA_VIRTUAL_PRINTER=host:puerto con uno libre.</p>';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}"><title>Impresora virtual — Comanda</title>
<style>
body{background:#d9d9d9;margin:0;padding:24px;font-family:system-ui}
h1{font-size:1.3rem}h2{font-size:1rem;font-weight:600}
.pair{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
.text{background:#fff;padding:12px;margin:0;max-width:100%;overflow:auto;border:1px solid #bbb}
${PAPER_CSS}
</style></head><body><main><h1>${escapeHtml(heading)}</h1>
<p>Los tickets más recientes primero; la página se actualiza cada ${REFRESH_SECONDS} s. <a href="/printer/tickets.json">tickets.json</a></p>
${body}</main></body></html>`;
}

/**
 * What the demo's virtual printer printed (DESIGN 'Real parts': the printer of `npm start`); the demo
 * entry adds it while COMANDA_VIRTUAL_PRINTER is not off, so /printer is not found otherwise:
 *   /printer                 every ticket, newest first, as text and as paper (QR and PDF417 drawn)
 *   /printer/tickets.json    the same as data, newest first (tests, tools)
 *   /printer/tickets/{id}.svg one ticket as an image
 */
export const printerPageRoutes =
  (virtualPrinter: () => VirtualPrinter | null): AppPlugin =>
  async (app: FastifyInstance) => {
    app.get('/printer', { config: { caller: 'anyone' } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(virtualPrinter())),
    );
    app.get('/printer/tickets.json', { config: { caller: 'anyone' } }, async (_request, reply) => {
      const printer = virtualPrinter();
      const tickets = printer ? [...printer.tickets()].reverse().map((t) => ticketJson(t, printer)) : [];
      return reply.header('cache-control', 'no-store').send({
        ok: true,
        data: { address: printer ? `tcp://${printer.host}:${printer.port}` : null, tickets },
      });
    });
    app.get<{ Params: { file: string } }>(
      '/printer/tickets/:file',
      { config: { caller: 'anyone' } },
      async (request, reply) => {
        const printer = virtualPrinter();
        const id = /^(\d+)\.svg$/.exec(request.params.file)?.[1];
        const ticket = id && printer?.tickets().find((t) => t.id === Number(id));
        if (!ticket || !printer) throw notFound('m1_err_ticket_not_found');
        return reply.type('image/svg+xml').send(
          renderTicketSvg(ticket, {
            columns: ticketColumns(ticket, printer.columns),
            fontSize: PAPER_FONT_PX,
          }),
        );
      },
    );
  };
