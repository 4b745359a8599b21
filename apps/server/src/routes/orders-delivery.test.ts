import { greatCircleKm, ZSaveOrderAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, irlOf, margarita, pickupOrder, pizzeria, sanguches, saveOrder } from './orders-fixtures.ts';

let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana@correo.cl');
});
afterAll(() => t.close());

const address = (lt: number | null, lg: number | null) => ({ di: 'Calle de prueba 123', lt, lg });
// About 3 km north of the pizzeria, and about 20 km.
const near = address(pizzeria.latitud + 0.0275, pizzeria.longitud);
const far = address(pizzeria.latitud + 0.18, pizzeria.longitud);
const delivery = (over: object) => pickupOrder({ tipo: 2, direccion: near, ...over });

describe('delivery on save (spec/1 §5 "Delivery", §8; demo 101: 8 km, fee type 2, minimum $10.000)', () => {
  it('refuses an address without coordinates, one out of range, and a subtotal under the minimum', async () => {
    const cases: [object, string][] = [
      [{ direccion: null }, 'Falta dirccion para delivery'],
      [
        { direccion: address(null, null), lines: [margarita(2)] },
        'Por favor revisa la configuración de tu dirección de despacho y asegúrate de que esté bien localizada en el Mapa.',
      ],
      [{ lines: [margarita(1)] }, 'El monto SubTotal mínimo para despachar es $10.000'],
      [
        { direccion: far, lines: [margarita(2)] },
        'No se puede procesar tu pedido. La distancia máxima de despacho es 8 km y tu dirección está a 20 km.',
      ],
    ];
    for (const [over, message] of cases) {
      const res = await saveOrder(t.app, ana, delivery(over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('accepts a near address with the fee of its distance: $1.500 + $500 per started km, within $1.990–$4.990', async () => {
    const km =
      Math.round(
        greatCircleKm({ lat: pizzeria.latitud, lng: pizzeria.longitud }, { lat: near.lt!, lng: near.lg! }) *
          10,
      ) / 10;
    expect(km).toBe(3.1);
    const res = await saveOrder(t.app, ana, delivery({ lines: [margarita(2)] }));
    expect(res.statusCode).toBe(200);
    const answer = ZSaveOrderAnswer.parse(res.json().data);
    if (answer.preflight) throw new Error('saved expected');
    expect(answer.order.det).toMatchObject({
      subtotal: 17_800,
      costoDvy: 3500,
      total: 21_300,
      distancia: 3.1,
    });
    expect(answer.order.det.direccion).toMatchObject({ di: 'Calle de prueba 123' });
    const preflight = ZSaveOrderAnswer.parse(
      (await saveOrder(t.app, ana, delivery({ lines: [margarita(2)], preflight: true }))).json().data,
    );
    expect(preflight).toMatchObject({
      preflight: true,
      delivery: { dist: 3.1, distOK: true, costoDvy: 3500 },
    });
  });

  it('delivers free from $35.000 (ordsincosto)', async () => {
    const res = await saveOrder(t.app, ana, delivery({ lines: [margarita(4)] }));
    const answer = ZSaveOrderAnswer.parse(res.json().data);
    expect(answer).toMatchObject({ order: { det: { subtotal: 35_600, costoDvy: 0, total: 35_600 } } });
  });
});

describe('deferred orders (spec/1 §5 "Deferral"; demo 102 takes pickups up to 2 days ahead)', () => {
  const pickup = (fechaDespacho: string, horaDespacho: string) =>
    pickupOrder({
      irl: irlOf(sanguches),
      lines: [{ ip: 'mp-empanada-pino', cant: 2 }],
      fechaDespacho,
      horaDespacho,
    });

  it('saves an order for tomorrow at a slot of its schedule', async () => {
    // AT is Tuesday 12:00 in Santiago; Wednesday lunch pickups run 12:00–16:00 in 30-minute slots.
    const res = await saveOrder(t.app, ana, pickup('2026-11-25', '12:30'));
    expect(res.statusCode).toBe(200);
    expect(ZSaveOrderAnswer.parse(res.json().data)).toMatchObject({
      order: { det: { fechaDespacho: '2026-11-25', horaDespacho: '12:30', total: 5800 } },
    });
  });

  it('refuses a slot the day does not offer, a date past 2 days, and a slot too soon today', async () => {
    const cases: [[string, string], string][] = [
      [['2026-11-25', '17:00'], 'El horario 17:00 no está disponible, debe seleccionar otro horario.'],
      [
        ['2026-11-27', '12:30'],
        'La fecha de entrega solicitada no está disponible, debe seleccionar otra fecha.',
      ],
      [['2026-11-24', '12:30'], 'El horario 12:30 no está disponible, debe seleccionar otro horario.'],
    ];
    for (const [[fecha, hora], message] of cases) {
      const res = await saveOrder(t.app, ana, pickup(fecha, hora));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('refuses delivery where the venue has none (102 is pickup only)', async () => {
    const res = await saveOrder(t.app, ana, { ...pickup('', 'lo antes posible'), tipo: 2, direccion: near });
    expect(res.json().error.message).toBe(
      'Este establecimiento no tiene disponible la opción de despacho, solo puede retirar su pedido en el local.',
    );
  });
});

describe('a closed venue (spec/1 §5 "Ordering availability") still takes orders for a slot it serves', () => {
  // Tuesday 04:30 in Santiago: 102 is closed now; Wednesday 12:30 is one of its pickup slots.
  const NIGHT = new Date('2026-11-24T07:30:00Z');
  let night: TestApp;
  let bea: string;
  beforeAll(async () => {
    night = await createTestApp({ at: NIGHT });
    bea = await signIn(night.app, 'bea@correo.cl');
  });
  afterAll(() => night.close());
  const order = (horaDespacho: string, fechaDespacho: string) =>
    pickupOrder({
      irl: irlOf(sanguches),
      lines: [{ ip: 'mp-empanada-pino', cant: 1 }],
      fechaDespacho,
      horaDespacho,
    });

  it('refuses an order for now', async () => {
    const res = await saveOrder(night.app, bea, order('lo antes posible', ''));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Este local está cerrado.');
  });

  it('accepts an order deferred to tomorrow at an offered slot', async () => {
    const res = await saveOrder(night.app, bea, order('12:30', '2026-11-25'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order.det.horaDespacho).toBe('12:30');
  });
});
