import type { TStaffOrder } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { recallMessage } from './recall-print.ts';

const texts = {
  title: 'REIMPRESIÓN',
  order: 'Pedido 12',
  dispatch: 'Retiro',
  table: '',
  locator: 'Localizador 7',
  customer: 'Cliente',
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
});
