import { performance } from 'node:perf_hooks';
import { encodeTicket } from './escpos/encoder.ts';
import type { TTicketOrderInput, TTicketRestaurantInput } from './ticket/order-input.ts';
import { orderTicket } from './ticket/order-ticket.ts';

export type EncodingBench = { iterations: number; medianMicros: number; p99Micros: number; bytes: number };

const restaurant: TTicketRestaurantInput = {
  name: 'Café Ñandú',
  country: 'cl',
  simpleId: 1042,
  host: 'https://comanda.app',
  currency: {
    code: 'CLP',
    symbol: '$',
    symbolPosition: 'before',
    decimalSeparator: ',',
    decimals: 0,
    thousandsSeparator: '.',
  },
};

const order: TTicketOrderInput = {
  id: 'BENCH0001',
  number: 87,
  appNumber: 12,
  createdAt: '2025-03-01T12:30:00Z',
  orderType: 5,
  locator: '14',
  lines: Array.from({ length: 8 }, (_, i) => ({
    name: `Hamburguesa doble con queso y tocino número ${i + 1}`,
    quantity: (i % 3) + 1,
    unitPrice: 6990,
    extras: [
      { name: 'Queso cheddar', quantity: 2, unitPrice: 500 },
      { name: 'Sin cebolla', unitPrice: 0 },
    ],
    comment: i % 2 ? 'bien cocida, por favor' : '',
  })),
  totals: { subtotal: 120_000, discounts: 5000, tip: 11_500, delivery: 0, total: 126_500 },
  paymentMethod: 'Tarjeta',
};

/**
 * Time to lay out and encode one order ticket (8 lines, QR and PDF417 as native commands), the
 * work the kiosk does per print. Microseconds per ticket: median and 99th percentile.
 */
export function benchEncoding(iterations = 1000): EncodingBench {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < Math.max(1, iterations); i++) {
    const start = performance.now();
    bytes = encodeTicket(
      orderTicket(order, restaurant, { customPrinterMessage: '¡Gracias por tu visita!' }),
    ).length;
    samples.push((performance.now() - start) * 1000);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { iterations: samples.length, medianMicros: at(0.5), p99Micros: at(0.99), bytes };
}
