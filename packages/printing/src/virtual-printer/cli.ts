import { startPreviewServer } from './preview-server.ts';
import { startVirtualPrinter } from './virtual-printer.ts';

/**
 * Runs the virtual printer on its own: `npm run virtual-printer -w @comanda/printing`.
 * PRINTER_PORT (9100), PREVIEW_PORT (9101), PRINTER_COLUMNS (38) change the defaults.
 */
const printer = await startVirtualPrinter({
  port: Number(process.env.PRINTER_PORT ?? 9100),
  columns: Number(process.env.PRINTER_COLUMNS ?? 38),
});
const preview = await startPreviewServer(printer, Number(process.env.PREVIEW_PORT ?? 9101));
printer.on('ticket', (ticket) => console.log(`ticket ${ticket.id}: ${ticket.items.length} items`));
console.log(
  `virtual printer on tcp://${printer.host}:${printer.port}; paper at http://127.0.0.1:${preview.port}/`,
);
