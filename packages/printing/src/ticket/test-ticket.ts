import { formatMoney, type TCurrency } from '@comanda/domain';
import type { Ticket, TicketElement } from './elements.ts';
import { formatTicketDate } from './order-header.ts';
import { DEFAULT_COLUMNS } from './paper-width.ts';

/** Without a restaurant's currency the sample prices read as euros (every PC858 character at once). */
const EURO: TCurrency = {
  code: 'EUR',
  symbol: '€',
  symbolPosition: 'after',
  decimalSeparator: ',',
  decimals: 2,
  thousandsSeparator: '.',
};

export type TestTicketOptions = {
  /** printerConfig.ancho: the test must show how this paper width wraps and aligns. */
  columns?: number;
  /** cfgKiosk.customPrinterMessage, so a technician sees the restaurant's own message on paper. */
  customPrinterMessage?: string;
  /** Printed in the header, e.g. the kiosk's name, so several test tickets can be told apart. */
  title?: string;
  /** Printer address printed on the ticket, so the paper says which printer the kiosk reached. */
  target?: string;
  /** When it was printed; passed in so tests fix it. */
  printedAt?: Date;
  /** The restaurant's IANA zone: the time printed is the restaurant's, not the device's or the server's. */
  timeZone?: string;
  /** The restaurant's currency (cfg.app.cur): the sample prices are written as its tickets write money. */
  currency?: TCurrency;
  /** Link the QR points to (any URL; the order QR of spec/3 §7 has the same size). */
  qrPayload?: string;
};

/**
 * The /testPrint ticket (spec/3 §2): one of every element the order tickets use, so a technician
 * sees on paper everything a diner's ticket needs — accents and € in the code page, bold and large
 * sizes, a wrapped two-column line, QR and PDF417 (native commands), the custom message and the cut.
 */
export function testTicket(options: TestTicketOptions = {}): Ticket {
  const columns = options.columns ?? DEFAULT_COLUMNS;
  const zone = options.timeZone ?? 'UTC';
  const when = `${formatTicketDate(options.printedAt ?? new Date(), zone, true)} ${zone}`;
  const currency = options.currency ?? EURO;
  // Sample prices a restaurant of this currency would charge: 9,00 € but $ 9.000 where there are no cents.
  const price = (units: number) =>
    formatMoney(Math.round(units * 10 ** currency.decimals * (currency.decimals === 0 ? 1000 : 1)), currency);
  const elements: TicketElement[] = [
    { kind: 'text', text: 'PRUEBA DE IMPRESIÓN', align: 'center', bold: true, size: { width: 2, height: 2 } },
    { kind: 'text', text: options.title ?? 'Comanda', align: 'center', bold: true },
    { kind: 'text', text: when, align: 'center' },
    ...(options.target ? [{ kind: 'text', text: options.target, align: 'center' } as const] : []),
    { kind: 'separator' },
    { kind: 'text', text: `Ancho: ${columns} columnas` },
    { kind: 'text', text: 'Acentos: á é í ó ú ü ñ Ñ ¿? ¡! €' },
    { kind: 'text', text: 'Negrita', bold: true },
    { kind: 'text', text: 'Subrayado', underline: true },
    { kind: 'text', text: ' Invertido ', invert: true },
    { kind: 'text', text: 'Doble alto', size: { width: 1, height: 2 } },
    { kind: 'text', text: 'Doble ancho', size: { width: 2, height: 1 } },
    { kind: 'text', text: 'Derecha', align: 'right' },
    { kind: 'separator', char: '=' },
    {
      kind: 'columns',
      left: '2 x Piña colada con crema de coco y canela',
      right: price(9),
      hangingIndent: 4,
    },
    { kind: 'columns', left: 'Queso cheddar', right: price(0.5), indent: 4 },
    { kind: 'columns', left: 'TOTAL', right: price(9.5), bold: true },
    { kind: 'separator' },
    { kind: 'text', text: 'QR', align: 'center', bold: true },
    { kind: 'qr', payload: options.qrPayload ?? 'https://comanda.app/prueba', align: 'center' },
    { kind: 'text', text: 'PDF417', align: 'center', bold: true },
    {
      kind: 'pdf417',
      payload: `PRUEBA|0|${(options.printedAt ?? new Date()).toISOString()}`,
      align: 'center',
    },
  ];
  if (options.customPrinterMessage) {
    elements.push({ kind: 'separator' });
    elements.push({ kind: 'text', text: options.customPrinterMessage, align: 'center' });
  }
  elements.push({ kind: 'feed', lines: 1 }, { kind: 'text', text: 'Fin de la prueba', align: 'center' });
  elements.push({ kind: 'cut' });
  return { columns, elements };
}
