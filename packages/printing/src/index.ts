// Ticket model and layouts

export { benchEncoding, type EncodingBench } from './bench.ts';
export type { Bitmap } from './escpos/bitmap.ts';
export { type CodePage, encodeText, PC437, PC858, WPC1252 } from './escpos/code-page.ts';
export { createDecoder } from './escpos/create-decoder.ts';
export { EscPosDecoder, type EscPosEvent, type PrinterDecoder } from './escpos/decoder.ts';
// ESC/POS
export {
  commandProfile,
  type EncodeOptions,
  encodeBlocks,
  encodeTicket,
  type PrinterCapabilities,
} from './escpos/encoder.ts';
export { type CommandProfile, PRINTER_PROFILES, type PrinterProfileName } from './escpos/profile.ts';
export type { PaperState, PrinterStatus } from './escpos/status.ts';
export { type Backoff, exponentialBackoff } from './queue/backoff.ts';
export { type Clock, createInstantClock, systemClock } from './queue/clock.ts';
export {
  createMemoryJobStore,
  type PrintJob,
  type PrintJobStore,
  type StoredJob,
} from './queue/job-store.ts';
// Queue
export * from './queue/print-queue.ts';
// Star Line Mode
export { StarLineDecoder } from './star/decoder.ts';
export { STAR_PROFILE } from './star/star-profile.ts';
export { cancellationSlip } from './ticket/cancellation-slip.ts';
export { type DiscoTicketOptions, discoTickets } from './ticket/disco-tickets.ts';
export type { Align, TextSize, TextStyle, Ticket, TicketElement } from './ticket/elements.ts';
export { kitchenTicket } from './ticket/kitchen-ticket.ts';
export {
  ENGLISH_LABELS,
  type KitchenLabels,
  receiptLabels,
  SPANISH_LABELS,
  type TicketLabels,
} from './ticket/labels.ts';
export { blockLines, type LineStyle, layoutTicket, type PrintBlock } from './ticket/layout.ts';
export { orderBarcodePayload, parseOrderBarcode } from './ticket/order-barcode.ts';
export { appLabel, formatTicketDate } from './ticket/order-header.ts';
export * from './ticket/order-input.ts';
export { orderLink } from './ticket/order-link.ts';
export { type OrderTicketOptions, orderTicket } from './ticket/order-ticket.ts';
export {
  DEFAULT_COLUMNS,
  FONT_SIZE_BY_COLUMNS,
  fontSizeForWidth,
  IMIN3_FONT_FACTOR,
  PAPER_COLUMNS,
  type PaperMm,
} from './ticket/paper-width.ts';
export {
  printMessageTicket,
  type TPrintMessage,
  type TPrintMessageInput,
  ZPrintMessage,
} from './ticket/print-message.ts';
export { type TestTicketOptions, testTicket } from './ticket/test-ticket.ts';
export { leftRightLines, wrapWords } from './ticket/wrap.ts';
export {
  createTransport,
  printerProfileOf,
  type TransportOverrides,
} from './transport/create-transport.ts';
export { createIminTransport, type IminTransportOptions } from './transport/imin-transport.ts';
// Transports
export { PrinterError, type PrinterErrorCode, type PrinterTransport } from './transport/printer-transport.ts';
export { createSerialTransport, type SerialTransportOptions } from './transport/serial-transport.ts';
export { createTcpTransport, type TcpTransportOptions } from './transport/tcp-transport.ts';
export { decodeTickets } from './virtual-printer/decode-bytes.ts';
export type { VirtualPrinterFault } from './virtual-printer/faults.ts';
export { startPreviewServer } from './virtual-printer/preview-server.ts';
export {
  type PrintedItem,
  type ReceivedTicket,
  ticketColumns,
  ticketLines,
  ticketSymbols,
} from './virtual-printer/received-ticket.ts';
export { PAPER_CSS, renderTicketHtml, renderTicketsPage } from './virtual-printer/render-html.ts';
export { renderTicketSvg } from './virtual-printer/render-svg.ts';
// Virtual printer
export {
  startVirtualPrinter,
  type VirtualPrinter,
  type VirtualPrinterOptions,
} from './virtual-printer/virtual-printer.ts';
