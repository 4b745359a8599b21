import { describe, expect, it } from 'vitest';
import { CHECKOUT_DRAFT_MAX_AGE_MS, reviveCheckoutDraft, type TCheckoutDraft } from './checkout-draft.ts';

const now = Date.parse('2026-11-26T01:00:00Z');
const draft: TCheckoutDraft = {
  v: 1,
  cartId: 'cart-1',
  venue: 'cmdDemoSantiagoPizza00001-1/',
  savedAt: now - 60_000,
  tipo: 2,
  prepago: 5011,
  tip: { pct: -1, monto: '1500' },
  coupon: 'FORESTAL10',
  coupons: ['FORESTAL10'],
  fecha: '2026-11-26',
  hora: '13:30',
  message: 'Timbre 2B',
  address: {
    alias: 'Casa',
    def: false,
    di: 'Pasaje Los Aromos 123',
    dp: '',
    cm: 'Ñuñoa',
    ci: 'Santiago',
    zc: '',
    pa: 'cl',
    lt: -33.4569,
    lg: -70.5973,
    ct: '',
  },
  phone: '+56 9 1234 5678',
};
const offer = {
  types: [1, 2],
  methods: (tipo: number) => (tipo === 2 ? [0, 5011] : [0]),
  tipChoices: [0, 10, 15, 20, -1],
  times: (_tipo: number, fecha: string) => (fecha === '2026-11-26' ? ['13:00', '13:30'] : []),
};
const revive = (stored: unknown, at = now) =>
  reviveCheckoutDraft(stored, { cartId: 'cart-1', venue: draft.venue, now: at, offer });

describe("a checkout's kept draft (issue 15 item 1; spec/1 §4 'Cart lifecycle' 12 h)", () => {
  it('comes back whole while the venue still offers every choice', () => {
    expect(revive(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });
  it("is dropped when malformed, another cart's or venue's, from the future or older than 12 hours", () => {
    expect(revive('{')).toBeNull();
    expect(revive({ ...draft, tipo: 7 })).toBeNull();
    expect(revive({ ...draft, tip: { pct: '10' } })).toBeNull();
    expect(revive({ ...draft, v: 2 })).toBeNull();
    expect(revive({ ...draft, cartId: 'cart-2' })).toBeNull();
    expect(revive({ ...draft, venue: 'other-1/' })).toBeNull();
    expect(revive({ ...draft, savedAt: now + 1000 })).toBeNull();
    expect(revive({ ...draft, savedAt: now - CHECKOUT_DRAFT_MAX_AGE_MS - 1 })).toBeNull();
    expect(revive({ ...draft, address: { di: 7 } })).toBeNull();
  });
  it('keeps only what is still offered: type, method, tip, date and time', () => {
    const revived = revive({ ...draft, tipo: 3, prepago: 5011, tip: { pct: 12, monto: '' }, hora: '14:00' });
    expect(revived).toMatchObject({ tipo: null, prepago: null, tip: null, fecha: '', hora: '' });
    // The rest stays: the coupon, the message, the address and the phone.
    expect(revived).toMatchObject({ coupon: 'FORESTAL10', message: 'Timbre 2B', phone: draft.phone });
    expect(revive({ ...draft, prepago: 5045 })?.prepago).toBeNull();
  });
});
