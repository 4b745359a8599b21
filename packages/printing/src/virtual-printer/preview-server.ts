import { createServer, type Server } from 'node:http';
import { ticketColumns } from './received-ticket.ts';
import { renderTicketsPage } from './render-html.ts';
import { renderTicketSvg } from './render-svg.ts';
import type { VirtualPrinter } from './virtual-printer.ts';

/**
 * A small web page showing what the virtual printer printed:
 *   /                  every ticket as paper, newest first (refreshes every 2 s)
 *   /tickets.json      the decoded tickets
 *   /tickets/{id}.svg  one ticket as an image
 */
export async function startPreviewServer(
  printer: VirtualPrinter,
  port = 9101,
  host = '127.0.0.1',
): Promise<{ port: number; close(): Promise<void> }> {
  const preview = { columns: printer.columns, printerType: printer.printerType };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://preview');
    const svg = /^\/tickets\/(\d+)\.svg$/.exec(url.pathname);
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(renderTicketsPage(printer.tickets(), { ...preview, refreshSeconds: 2 }));
    } else if (url.pathname === '/tickets.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(printer.tickets(), (key, value) => (key === 'pixels' ? undefined : value)));
    } else if (svg) {
      const ticket = printer.tickets().find((t) => t.id === Number(svg[1]));
      if (!ticket) {
        response.writeHead(404).end('no such ticket');
        return;
      }
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(renderTicketSvg(ticket, { ...preview, columns: ticketColumns(ticket, printer.columns) }));
    } else {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
