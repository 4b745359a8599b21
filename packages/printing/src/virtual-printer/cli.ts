import { isPrinterProfileName } from '../escpos/profile.ts';
import { startPreviewServer } from './preview-server.ts';
import { startVirtualPrinter } from './virtual-printer.ts';

/**
 * Runs the virtual printer on its own: `npm run virtual-printer -w @comanda/printing`.
 * PRINTER_PORT (9100), PREVIEW_PORT (9101), PRINTER_COLUMNS (38) change the defaults;
 * PRINTER_PROFILE=star makes it a Star Line Mode printer.
 */
const profile = process.env.PRINTER_PROFILE ?? 'epson';
if (!isPrinterProfileName(profile))
  throw new Error(`PRINTER_PROFILE must be epson or star, not '${profile}'`);
const printer = await startVirtualPrinter({
  profile,
  port: Number(process.env.PRINTER_PORT ?? 9100),
  columns: Number(process.env.PRINTER_COLUMNS ?? 38),
});
const preview = await startPreviewServer(printer, Number(process.env.PREVIEW_PORT ?? 9101));
printer.on('ticket', (ticket) => console.log(`ticket ${ticket.id}: ${ticket.items.length} items`));
console.log(
  `virtual ${profile} printer on tcp://${printer.host}:${printer.port}; paper at http://127.0.0.1:${preview.port}/`,
);
