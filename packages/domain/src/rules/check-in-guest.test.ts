import { formatServerText } from '@comanda/i18n/server-text';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_QR_SESSION_SECONDS } from '../constants.ts';
import { ZAppConfig } from '../contracts/restaurant.ts';
import {
  checkInOrderIdFresh,
  GUEST_EMAIL,
  guestCallProblem,
  guestIdentity,
  guestLoginOffered,
  guestOrderProblem,
  guestProfileSaveProblem,
  guestSessionValid,
  isGuestProfile,
} from './check-in-guest.ts';

const app = (over: object = {}) =>
  ZAppConfig.parse({ nombre: 'Mesa', selfat: true, selfAnonymousLogin: true, selfGenerateQR: true, ...over });
const ORDER_ID = 'AbCdEfGhIjKlMnOp';
const T0 = Date.UTC(2026, 10, 25, 20, 0);

describe('guest login at a table (spec/1 §4, §6; spec/2 §4 "Guest login by table")', () => {
  it('is offered only with both self flags, type 3 and check-in active', () => {
    expect(guestLoginOffered(app(), 3)).toBe(true);
    expect(guestLoginOffered(app(), 1)).toBe(false);
    expect(guestLoginOffered(app(), 2)).toBe(false);
    expect(guestLoginOffered(app({ selfAnonymousLogin: false }), 3)).toBe(false);
    expect(guestLoginOffered(app({ selfGenerateQR: false }), 3)).toBe(false);
    expect(guestLoginOffered(app({ selfatblock: true }), 3)).toBe(false);
    expect(guestLoginOffered(app({ selfat: false }), 3)).toBe(false);
  });

  it('a session lasts 57600 s from its start, with a 16-character check-in order id', () => {
    const valid = (now: number, checkInOrderId = ORDER_ID) =>
      guestSessionValid({ app: app(), tipo: 3, checkInOrderId, startedMs: T0, now });
    expect(ANONYMOUS_QR_SESSION_SECONDS).toBe(57600);
    expect(valid(T0)).toBe(true);
    expect(valid(T0 + 57599_000)).toBe(true);
    expect(valid(T0 + 57600_000)).toBe(false);
    expect(valid(T0, 'short')).toBe(false);
    expect(valid(T0, `${ORDER_ID}x`)).toBe(false);
  });

  it('a guest is "Guest", id 1, marked by the fixed guest address', () => {
    expect(guestIdentity()).toEqual({ nombre: 'Guest', id: 1 });
    expect(isGuestProfile({ detApp: { em: GUEST_EMAIL } })).toBe(true);
    expect(isGuestProfile({ detApp: { em: 'ana@correo.cl' } })).toBe(false);
    expect(isGuestProfile(null)).toBe(false);
  });
});

describe('a guest orders only at its own table (spec/1 §6)', () => {
  const binding = { ir: 'R', il: '1', dk: '', mesa: '5', checkInOrderId: ORDER_ID };
  const order = { ir: 'R', il: '1', dk: '', tipo: 3, sameTable: true };
  it('its table, type 3: accepted', () => expect(guestOrderProblem(binding, order)).toBeNull());
  it.each([
    ['another venue', { ir: 'S' }],
    ['another local', { il: '2' }],
    ['another dark kitchen', { dk: 'dk1' }],
    ['another table', { sameTable: false }],
    ['pickup', { tipo: 1 }],
    ['delivery', { tipo: 2 }],
  ])('%s: refused, asking to sign in', (_, over) => {
    const problem = guestOrderProblem(binding, { ...order, ...over });
    expect(problem && formatServerText(problem.key)).toContain('Inicia sesión');
  });
});

describe('a guest calls the waiter only from its own table', () => {
  const binding = { ir: 'R', il: '1', dk: '', mesa: '5', checkInOrderId: ORDER_ID };
  const call = { ir: 'R', il: '1', dk: '', sameTable: true };
  it('its table: accepted', () => expect(guestCallProblem(binding, call)).toBeNull());
  it.each([
    ['another venue', { ir: 'S' }],
    ['another local', { il: '2' }],
    ['another dark kitchen', { dk: 'dk1' }],
    ['another table', { sameTable: false }],
  ])('%s: refused, naming its own table', (_, over) => {
    const problem = guestCallProblem(binding, { ...call, ...over });
    expect(problem && formatServerText(problem.key)).toBe(
      'Tu sesión de invitado sirve solo para llamar al mesero desde tu mesa. Escanea el código QR de esta mesa.',
    );
  });
});

describe("a table's check-in order id is shared while fresh (spec/1 §9: 3600 s)", () => {
  it('joined 59 minutes ago: shared; an hour ago: a new one', () => {
    expect(checkInOrderIdFresh(T0, T0 + 3599_000)).toBe(true);
    expect(checkInOrderIdFresh(T0, T0 + 3600_000)).toBe(false);
  });
});

describe('a guest keeps the table’s identity: only its language changes (issue 14 item 1)', () => {
  it.each([
    ['the language', { prefs: { idi: 'en' as const } }],
    ['nothing', {}],
  ])('%s: accepted', (_, patch) => expect(guestProfileSaveProblem(patch)).toBeNull());
  it.each([
    ['a name', { nm: 'Zed' }],
    ['a last name', { ln: 'Pérez' }],
    ['a phone', { ph: '+56 9 1234 5678' }],
    ['an address list', { ad: [] }],
    ['a country', { prefs: { pc: 'ar' as const } }],
    ['the language with a name', { nm: 'Guest', prefs: { idi: 'en' as const } }],
  ])('%s: refused, saying to sign in', (_, patch) => {
    const problem = guestProfileSaveProblem(patch);
    expect(problem && formatServerText(problem.key)).toBe(
      'Como invitado no tienes un perfil que cambiar: solo el idioma. Inicia sesión con tu correo para tener uno.',
    );
  });
});
