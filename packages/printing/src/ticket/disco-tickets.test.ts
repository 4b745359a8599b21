import { describe, expect, it } from 'vitest';
import { discoTickets } from './disco-tickets.ts';
import { blockLines, layoutTicket } from './layout.ts';
import { DEMO_ORDER, DEMO_RESTAURANT } from './test-fixtures.ts';

describe('discoTickets (spec/3 §5 disco mode)', () => {
  const tickets = discoTickets(DEMO_ORDER, DEMO_RESTAURANT);

  it('prints one ticket per unit of each line', () => {
    expect(tickets).toHaveLength(2 + 1 + 3);
    expect(tickets.every((t) => t.elements.at(-1)?.kind === 'cut')).toBe(true);
  });

  it('names one product per ticket with its extras and comment, numbered over the order', () => {
    const first = blockLines(layoutTicket(tickets[0]!));
    expect(first).toEqual(
      expect.arrayContaining([
        'Hamburguesa doble', // double width: 19 cells at 38 columns
        'con queso y tocino',
        'ahumado',
        '    + Queso cheddar x2          $1.000',
        '    Nota: bien cocida',
        '1 de 6',
      ]),
    );
    const last = blockLines(layoutTicket(tickets[5]!));
    expect(last).toEqual(expect.arrayContaining(['Piña colada', '6 de 6', 'APP-12']));
  });
});
