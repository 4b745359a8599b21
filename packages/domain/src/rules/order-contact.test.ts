import { describe, expect, it } from 'vitest';
import { orderCustomerName, orderLocator } from './order-contact.ts';

const contact = (nm: string) => ({ nm, ph: '', em: '' });

describe('who an order is for (issue 12 item 3)', () => {
  it('names the kiosk diner’s own name over the placeholder guest, else the account', () => {
    expect(orderCustomerName({ contacto: contact('Rosa'), usuario: { id: 1, nombre: 'Guest' } })).toBe(
      'Rosa',
    );
    expect(orderCustomerName({ contacto: contact('  '), usuario: { id: 1, nombre: 'Guest' } })).toBe('Guest');
    expect(orderCustomerName({ contacto: contact(''), usuario: { id: 7, nombre: 'Ana Pérez' } })).toBe(
      'Ana Pérez',
    );
  });

  it('reads the locator of kiosk orders only (a check-in order’s mesa is its table)', () => {
    expect(orderLocator({ ti: 5, det: { mesa: '14' } })).toBe('14');
    expect(orderLocator({ ti: 4, det: { mesa: '' } })).toBe('');
    expect(orderLocator({ ti: 3, det: { mesa: '2' } })).toBe('');
  });
});
