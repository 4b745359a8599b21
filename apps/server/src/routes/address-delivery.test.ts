import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
// A Thursday afternoon in Santiago: Forestal delivers every day.
beforeAll(async () => {
  t = await createTestApp({ at: new Date('2026-11-26T18:00:00Z') });
});
afterAll(() => t.close());

const forestal = { xir: 'cmdDemoSantiagoPizza00001', xil: '1' };
const address = (di: string, cm: string, lt: number | null, lg: number | null) => ({
  alias: '',
  def: true,
  di,
  dp: '',
  cm,
  ci: cm === 'Valparaíso' ? 'Valparaíso' : 'Santiago',
  zc: '',
  pa: 'cl',
  lt,
  lg,
  ct: '',
});
// Forestal delivers free within 1.5 km (ordsincostodist): Providencia, about 2.6 km away, pays its fee.
const providencia = address('Avenida Providencia 1200', 'Providencia', -33.426, -70.615);
const lastarria = address('José Victorino Lastarria 70', 'Santiago', -33.4378, -70.6392);
const brasil = address('Avenida Brasil 1500', 'Valparaíso', -33.0446, -71.6178);
const check = (payload: object) => t.app.inject({ method: 'POST', url: '/srv/address/delivery', payload });

describe("the action bar's address check (issue 15 item 4, spec/1 §2 screen 1, §5 Delivery)", () => {
  it('says the venue delivers to an address in range, with the fee and what the minimum still lacks', async () => {
    const res = await check({ address: providencia, ...forestal, subtotal: 4000 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'valid',
      free: false,
      minimum: 10000,
      shortfall: 6000,
      reason: null,
    });
    expect(data.fee).toBeGreaterThanOrEqual(1990);
    expect(data.distance).toBeGreaterThan(1.5);
    // A few blocks away it is free (ordsincostodist 1.5 km).
    const near = (await check({ address: lastarria, ...forestal, subtotal: 4000 })).json().data;
    expect(near).toMatchObject({ status: 'valid', fee: 0, free: true });
  });

  it('says an address beyond the range is out of coverage, with why in words', async () => {
    const res = await check({ address: brasil, ...forestal, subtotal: 4000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'invalid',
      fee: null,
      reason: { key: 'p1_err_delivery_too_far', message: expect.stringContaining('8 km') },
    });
  });

  it('refuses a venue that does not deliver, an unlocated address, an unknown venue and bad input', async () => {
    const mapocho = await check({ address: lastarria, xir: 'cmdDemoSantiagoSanguche0002', xil: '1' });
    expect(mapocho.json().data).toMatchObject({
      status: 'invalid',
      reason: { key: 'm1_err_checkout_delivery' },
    });
    const unlocated = await check({ address: { ...lastarria, lt: null, lg: null }, ...forestal });
    expect(unlocated.json().data).toMatchObject({
      status: 'invalid',
      reason: { key: 'm1_err_checkout_unlocated' },
    });
    const unknown = await check({ address: lastarria, xir: 'nobody', xil: '1' });
    expect(unknown.statusCode).toBe(404);
    const short = await check({ address: { ...lastarria, di: 'Mer' }, ...forestal });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('bad_request');
    const negative = await check({ address: lastarria, ...forestal, subtotal: -1 });
    expect(negative.statusCode).toBe(400);
  });
});
