import { ZAddress, ZAppConfig } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_KEY,
  draftOf,
  readDraft,
  reconcileAddress,
  withKept,
  withOrderFor,
  writeDraft,
} from './checkout-draft.ts';
import { initialForm } from './checkout-form.ts';

const app = ZAppConfig.parse({
  nombre: 'Forestal',
  ord: true,
  ordpick: true,
  ordmaxdist: 8,
  payMethods: [0, 5011],
});
const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};
const place = { cartId: 'cart-1', venue: 'venue-1/' };
const offer = {
  types: [1, 2],
  methods: () => [0, 5011],
  tipChoices: [0, 10, 15, 20, -1],
  times: () => ['lo antes posible'],
};
const start = initialForm({ app, tipo: 2, phone: '', address: null });
const now = Date.parse('2026-11-26T01:00:00Z');

describe("the checkout's draft on this device (issue 15 item 1)", () => {
  it('keeps the choices across a reload: method, tip, coupon, message, phone', () => {
    const storage = memory();
    const chosen = {
      ...start,
      prepago: 5011,
      tip: { pct: -1, monto: '1500' },
      coupon: 'F10',
      message: 'Timbre',
      phone: '+56 9 1',
    };
    writeDraft(storage, draftOf(chosen, ['F10'], place, now));
    const kept = readDraft(storage, place, offer, now + 1000);
    expect(withKept(start, kept)).toEqual({ ...chosen, conditions: false });
  });
  it("drops and removes a malformed draft or another cart's", () => {
    const storage = memory();
    storage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(storage, place, offer, now)).toBeNull();
    expect(storage.map.has(DRAFT_KEY)).toBe(false);
    writeDraft(storage, draftOf(start, [], place, now));
    expect(readDraft(storage, { ...place, cartId: 'cart-2' }, offer, now)).toBeNull();
    expect(storage.map.has(DRAFT_KEY)).toBe(false);
  });
  it('is cleared', () => {
    const storage = memory();
    writeDraft(storage, draftOf(start, [], place, now));
    clearDraft(storage);
    expect(readDraft(storage, place, offer, now)).toBeNull();
  });
});

describe('the delivery address against the diner’s list (issue 15 item 2)', () => {
  const venue = { app, latitud: -33.43755, longitud: -70.63988, polygons: [] };
  const home = ZAddress.parse({
    alias: 'Lejos',
    di: 'Concha y Toro 1500',
    lt: -33.605,
    lg: -70.575,
    def: true,
  });
  const casa = ZAddress.parse({ alias: 'Casa', di: 'Los Aromos 123', lt: -33.4569, lg: -70.5973 });
  it('keeps the chosen address while it is in the list and delivered to, else the closest one delivered to', () => {
    expect(reconcileAddress(casa, [home, casa], venue, 1)).toBe(casa);
    expect(reconcileAddress(null, [home, casa], venue, 1)).toBe(casa);
    expect(reconcileAddress(home, [home, casa], venue, 1)).toBe(casa);
    expect(reconcileAddress({ ...casa, alias: 'Borrada' }, [home, casa], venue, 1)).toBe(casa);
  });
  it('keeps the chosen one when the venue delivers to none, so the diner sees why', () => {
    const other = ZAddress.parse({ alias: 'Otra', di: 'Lejos 2', lt: -33.7, lg: -70.6 });
    expect(reconcileAddress(other, [home, other], venue, 1)).toBe(other);
    expect(reconcileAddress(null, [home, other], venue, 1)).toBe(home);
  });
  it('recognises the chosen address by its place, not its alias, and keeps its new alias (issue 16 item 3)', () => {
    // The diner chose their temporary 'Home' signed out; signed in, the profile already had a 'Home', closer to
    // the venue, so the temporary one joined as 'Home 2'.
    const temporary = ZAddress.parse({
      alias: 'Home',
      di: 'Avenida Providencia 1200',
      cm: 'Providencia',
      lt: -33.426,
      lg: -70.615,
    });
    const profileHome = ZAddress.parse({
      alias: 'Home',
      di: 'Merced 100',
      cm: 'Santiago',
      lt: -33.438,
      lg: -70.641,
      def: true,
    });
    const joined = { ...temporary, alias: 'Home 2', def: false };
    expect(reconcileAddress(temporary, [profileHome, joined], venue, 1)).toBe(joined);
    // Renamed again in the profile: still the same place.
    const renamed = { ...joined, alias: 'Depto' };
    expect(reconcileAddress(joined, [profileHome, renamed], venue, 1)).toBe(renamed);
    // Another apartment at the same street and point is another place.
    const upstairs = { ...temporary, dp: 'Depto 1201', alias: 'Arriba' };
    expect(reconcileAddress(temporary, [profileHome, upstairs], venue, 1)).toBe(profileHome);
    // Two of the same place: the one of the same alias.
    const twin = { ...temporary, alias: 'Oficina' };
    expect(reconcileAddress(twin, [profileHome, joined, twin], venue, 1)).toBe(twin);
  });
});

describe('where and when chosen on the menu (issue 15 item 4)', () => {
  const casa = ZAddress.parse({ alias: 'Casa', di: 'Avenida Providencia 1200', lt: -33.426, lg: -70.615 });
  const chosen = { savedAt: now, fecha: '2026-11-27', hora: '13:00', address: casa };
  it('starts the checkout when newer than the kept draft, or with no draft', () => {
    expect(withOrderFor(start, chosen, null)).toMatchObject({
      fecha: '2026-11-27',
      hora: '13:00',
      address: casa,
    });
    expect(withOrderFor(start, chosen, { savedAt: now - 1 })).toMatchObject({ hora: '13:00', address: casa });
  });
  it('gives way to a draft written after it', () => {
    expect(withOrderFor(start, chosen, { savedAt: now + 1 })).toBe(start);
  });
  it('keeps the form’s time when the choice has none still offered, and its address when it has none', () => {
    const form = withOrderFor(start, { ...chosen, fecha: '', hora: '', address: null }, null);
    expect(form).toMatchObject({ fecha: start.fecha, hora: start.hora, address: start.address });
  });
});
