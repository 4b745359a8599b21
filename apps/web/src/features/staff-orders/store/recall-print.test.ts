import type { TStaffOrder } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { recallMessage } from './recall-print.ts';

const texts = {
  title: 'REIMPRESIÓN',
  order: 'Pedido 12',
  dispatch: 'Retiro',
  table: '',
  locator: 'Localizador 7',
  customer: 'Cliente: Ana Pérez',
  when: '27-11-26 20:10',
  scheduled: 'Para: lo antes posible',
};

describe('a printed recall of a finished order (issue 13 item 2)', () => {
  it('prints every line with its extras’ quantities and comment, and leaves cancelled lines out', () => {
    const order = {
      ti: 1,
      det: {
        mesa: '',
        contacto: { nm: 'Ana Pérez', ph: '', em: '' },
        usuario: { id: 1, nombre: 'Ana' },
        lines: [
          {
            lir: 0,
            cant: 2,
            np: 'Tabla de quesos',
            ct: 'sin nueces',
            st: 0,
            extras: [{ codJextras: 'g', pl: 'x', np: 'Aceitunas de Azapa', cant: 2, pm: 0 }],
          },
          { lir: 1, cant: 1, np: 'Tiramisú', ct: '', st: 170, extras: [] },
        ],
      },
    } as unknown as TStaffOrder;
    expect(recallMessage(order, texts)).toEqual({
      h: ['REIMPRESIÓN', 'Pedido 12'],
      c: [
        'Retiro',
        'Cliente: Ana Pérez',
        '27-11-26 20:10',
        'Para: lo antes posible',
        '',
        '2 x Tabla de quesos',
        '   2 x Aceitunas de Azapa',
        '   "sin nueces"',
      ],
    });
  });

  it('prints the table with the seat and the customer line as the board wrote them', () => {
    const order = {
      ti: 3,
      det: {
        mesa: '9',
        contacto: { nm: '', ph: '', em: '' },
        usuario: { id: 1, nombre: 'Guest' },
        lines: [{ lir: 0, cant: 1, np: 'Limonada', ct: '', st: 0, extras: [] }],
      },
    } as unknown as TStaffOrder;
    const atTable = {
      ...texts,
      dispatch: 'En la mesa',
      table: 'Mesa 9 · Asiento 3',
      customer: 'Cliente: Invitado (Mesa 9, asiento 3)',
    };
    expect(recallMessage(order, atTable).c.slice(0, 4)).toEqual([
      'En la mesa',
      'Mesa 9 · Asiento 3',
      'Cliente: Invitado (Mesa 9, asiento 3)',
      '27-11-26 20:10',
    ]);
  });
});
