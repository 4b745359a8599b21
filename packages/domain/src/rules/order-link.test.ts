import { describe, expect, it } from 'vitest';
import type { TOrder } from '../contracts/order.ts';
import { linkedOrderPath, linkedPayingPath, orderForLinkHolder } from './order-link.ts';

const order: TOrder = {
  iped: 'abcDEF123_-xyz00',
  io: 7,
  ioext: '',
  ir: 'r1',
  il: '1',
  dk: '',
  ss: 0,
  sp: 0,
  stdvy: 40,
  fc: '2026-11-24T15:00:00.000Z',
  fm: '2026-11-24T15:00:00.000Z',
  ent: 'PE',
  ti: 2,
  m_id: '',
  imTxt: '7',
  det: {
    lines: [
      {
        lir: 0,
        ip: 'p1',
        np: 'Pizza',
        cant: 1,
        ct: 'sin cebolla',
        extras: [{ codJextras: 'g', pl: 'e', np: 'Grande', cant: 1, pm: 500 }],
        unit: 9000,
        reference: 0,
        total: 9000,
        st: 0,
      },
    ],
    subtotal: 9000,
    discounts: 0,
    coupon: null,
    costoDvy: 1500,
    propina: 0,
    total: 10500,
    prepago: 5011,
    nombreprepago: 'Tarjeta',
    nombreprepagoTrad: { en: 'Card' },
    mesa: '',
    mesaName: '',
    fechaDespacho: '',
    horaDespacho: 'lo antes posible',
    direccion: { di: 'Calle Escondida 742', lt: -33.4, lg: -70.6 } as TOrder['det']['direccion'],
    contacto: { nm: 'Ana', ph: '+56 9 1111 2222', em: 'ana@correo.cl', rut: '1-9' },
    distancia: 3.1,
    ordtxttrf: '',
    seat: null,
    terminal: 'T-1',
    usuario: { id: 42, nombre: 'Ana Pérez' },
  },
  cfgApp: {
    nombre: 'Pizzería',
    logo: '',
    cur: {
      code: 'CLP',
      symbol: '$',
      symbolPosition: 'before',
      decimals: 0,
      thousandsSeparator: '.',
      decimalSeparator: ',',
    },
    tz: 'America/Santiago',
  },
  resto: { pais: 'cl', slug: 'pizzeria', simpleId: 101, dk: '' },
  ppago: { init_point: '/pay/mw/payments/paypayment?idpr=pay-1' },
  orden: { tracking_url: '' },
};

describe('what an order link shows (issue 14 item 6)', () => {
  it('keeps the order — status, lines with extras and comment, amounts, type, pay page — and drops the diner', () => {
    const seen = orderForLinkHolder(order);
    expect(seen).toMatchObject({ iped: order.iped, ss: 0, sp: 0, ti: 2, ppago: order.ppago });
    expect(seen.det.lines).toEqual(order.det.lines);
    expect(seen.det.total).toBe(10500);
    // The venue's name for the method, in every language it wrote (issue 11 item 3).
    expect(seen.det).toMatchObject({ nombreprepago: 'Tarjeta', nombreprepagoTrad: { en: 'Card' } });
    expect(seen.det).toMatchObject({
      direccion: null,
      distancia: null,
      contacto: { nm: '', ph: '', em: '' },
      usuario: { id: 0, nombre: '' },
      terminal: '',
    });
    const text = JSON.stringify(seen);
    for (const secret of ['Escondida', '1111', 'ana@correo.cl', 'Ana Pérez', '"1-9"', 'T-1'])
      expect(text).not.toContain(secret);
    // The diner's own copy is left as it was.
    expect(order.det.contacto.nm).toBe('Ana');
  });

  it('builds the link and the paying paths under the venue path', () => {
    expect(linkedOrderPath('/r/cl/pizzeria/101', 'a b')).toBe('/r/cl/pizzeria/101/pedido/a%20b');
    expect(linkedPayingPath('/r/cl/pizzeria/101', 'x')).toBe('/r/cl/pizzeria/101/order/x/paying');
  });
});
