import { describe, expect, it } from 'vitest';
import { GUEST_EMAIL } from './check-in-guest.ts';
import { orderContactEmail, orderCustomer, orderCustomerName, orderLocator } from './order-contact.ts';

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

describe('who an order is for, told apart where the name cannot (issue 14: guests at tables)', () => {
  const det = (over: object = {}) => ({
    contacto: contact(''),
    usuario: { id: 1, nombre: 'Guest' },
    mesa: '5',
    mesaName: 'Mesa 5',
    seat: null,
    ...over,
  });
  it('a table guest is a guest with its table and, when it has one, its seat', () => {
    expect(orderCustomer({ ti: 3, det: det() })).toEqual({ kind: 'guest', table: 'Mesa 5', seat: null });
    expect(orderCustomer({ ti: 3, det: det({ seat: 2, mesaName: '' }) })).toEqual({
      kind: 'guest',
      table: '5',
      seat: 2,
    });
  });
  it('a table guest whose checkout sent its profile’s name "Guest" is a guest too; its fixed address is no contact', () => {
    const fromCheckout = det({ contacto: { nm: 'Guest', ph: '', em: GUEST_EMAIL } });
    expect(orderCustomer({ ti: 3, det: fromCheckout })).toEqual({
      kind: 'guest',
      table: 'Mesa 5',
      seat: null,
    });
    expect(orderContactEmail(fromCheckout)).toBe('');
    expect(orderContactEmail({ contacto: { nm: 'Ana', ph: '', em: 'ana@correo.cl' } })).toBe('ana@correo.cl');
  });
  it('a kiosk placeholder guest is a guest with no table (its locator is shown apart)', () => {
    expect(orderCustomer({ ti: 5, det: det({ mesa: '14', mesaName: '' }) })).toEqual({
      kind: 'guest',
      table: '',
      seat: null,
    });
  });
  it('a name given, or an account, is named — even an account that calls itself Guest', () => {
    expect(orderCustomer({ ti: 5, det: det({ contacto: contact('Rosa') }) })).toEqual({
      kind: 'named',
      name: 'Rosa',
    });
    expect(orderCustomer({ ti: 3, det: det({ usuario: { id: 7, nombre: 'Guest' } }) })).toEqual({
      kind: 'named',
      name: 'Guest',
    });
  });
});
