import { activeServicesByGroup, ZRestaurantInfo } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

// What the information screen {venue}/info reads (issue 18 items 1–3, spec/2 §2 'Restaurant information',
// §3): GET /srv/test with the contact data, the photos and the services derived from the configuration.
const madrid = demo.restaurants.find((r) => r.pais === 'es')!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/srv/test?xir=${madrid.ir}&xil=${madrid.il}` });
  expect(res.statusCode).toBe(200);
  return ZRestaurantInfo.parse(res.json().data);
};

describe('GET /srv/test — the information screen’s data (issue 18 item 1)', () => {
  it('answers the contact tab’s fields, the cuisine codes and the restaurant’s photos', async () => {
    const answer = await info();
    expect(answer.webConfig).toMatchObject({
      phone: '+34 910 000 201',
      wha: '+34 600 000 201',
      mail: 'hola@arenal.example',
      web: 'https://arenal.example',
      inst: 'tabernadelarenal',
      fb: 'tabernadelarenal',
      tw: 'TabernaArenal',
      fiscalId: 'B-28000201',
    });
    expect(answer.tipoCocina).toEqual([433, 625, 173]);
    expect(answer.fotos).toHaveLength(8);
    expect(answer.fotos[0]).toEqual({ url: '/media/demo/arenal-tortilla.svg', t: 50 });
    expect(answer.priceRange).toBe(2);
    expect({ lat: answer.latitud, lng: answer.longitud }).toEqual({ lat: 40.41765, lng: -3.70745 });
  });

  it('answers the services with bits 8, 4 and 9 from the configuration, in their columns', async () => {
    const { col1, col2, pagos } = activeServicesByGroup((await info()).serviciosResto);
    expect(col1.map((s) => s.bit)).toContain(4); // ordpick
    expect(col2.map((s) => s.bit)).toEqual(expect.arrayContaining([8, 9])); // rsvp, ord
    expect(pagos.length).toBeGreaterThan(0);
  });

  it('offers bookings from rsvp alone: a stored mask without bit 8 still books, one with it and no rsvp does not', async () => {
    await t.db.query(
      `update restaurants set profile = jsonb_set(profile, '{serviciosResto}', '0') where ir = $1`,
      [madrid.ir],
    );
    const noBit = await info();
    expect(noBit._tieneReserva).toBe(true);
    expect(activeServicesByGroup(noBit.serviciosResto).col2.map((s) => s.bit)).toEqual([8, 9]);

    await t.db.query(
      `update restaurants set profile = jsonb_set(jsonb_set(profile, '{serviciosResto}', '256'), '{web,rsvp}', 'false')
         where ir = $1`,
      [madrid.ir],
    );
    const noRsvp = await info();
    expect(noRsvp._tieneReserva).toBe(false);
    expect(activeServicesByGroup(noRsvp.serviciosResto).col2.map((s) => s.bit)).toEqual([9]);
  });

  it('answers the alternative screen’s flag and the opening hours without their booking fields', async () => {
    const mapocho = demo.restaurants.find((r) => r.simpleId === 102)!;
    const res = await t.app.inject({ method: 'GET', url: `/srv/test?xir=${mapocho.ir}&xil=${mapocho.il}` });
    const answer = ZRestaurantInfo.parse(res.json().data);
    expect(answer.webConfig.infoalt).toBe(true);
    expect(answer._tieneReserva).toBe(true);
    expect(res.json().data.horario).toEqual([
      { hi: '11:30', hf: '16:30', si: false, sf: false, d: 126 },
      { hi: '19:00', hf: '23:30', si: false, sf: false, d: 112 },
      { hi: '12:00', hf: '17:30', si: false, sf: false, d: 1 },
    ]);
    // The Taberna keeps the tabbed screen.
    expect((await info()).webConfig.infoalt).toBe(false);
  });

  it('reads a profile saved before photos and the new contact fields existed: none, not an error', async () => {
    await t.db.query(
      `update restaurants set profile = (profile - 'fotos') #- '{web,fb}' #- '{web,tw}' #- '{web,fiscalId}'
         where ir = $1`,
      [madrid.ir],
    );
    const old = await info();
    expect(old.fotos).toEqual([]);
    expect(old.webConfig).toMatchObject({ fb: '', tw: '', fiscalId: '', infoalt: false });
  });
});
