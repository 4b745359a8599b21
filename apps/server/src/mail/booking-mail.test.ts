import type { TBookingRecord } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { bookingMail } from './booking-mail.ts';

// Friday's late shift at 00:30 in Madrid: Saturday 28 November 2026, 23:30 UTC the day before.
const late: TBookingRecord = {
  rv: 'r1',
  st: 40,
  fr: '2026-11-27',
  hh: '00:30',
  fm: '2026-11-27T23:30:00.000Z',
  nr: 'Taberna del Arenal',
  pa: 'es',
  si: 201,
  qc: 2,
  key: 'taberna-del-arenal',
  ir: 'r',
  il: '1',
  ls: [],
  ta: 'cena-larga',
  nombre: 'Ana',
  ph: '+34 600 111 222',
  em: 'ana@correo.es',
  ct: '',
  tz: 'Europe/Madrid',
};
const now = new Date('2026-11-24T15:00:00Z');

describe('the booking e-mail', () => {
  it("says the day in words, the date the time falls on where the restaurant is, in the diner's language", () => {
    const es = bookingMail(late, { address: 'Calle Mayor 1' }, 'es', now)!;
    expect(es.to).toBe('ana@correo.es');
    expect(es.subject).toBe('Tu reserva en Taberna del Arenal');
    expect(es.body).toBe(
      'Tu reserva está confirmada.\nTaberna del Arenal: sábado, 28 de noviembre a las 00:30, 2 personas.\nCalle Mayor 1',
    );
    const en = bookingMail({ ...late, st: -3, qc: 1 }, { address: 'Calle Mayor 1' }, 'en', now)!;
    expect(en.subject).toBe('Your booking at Taberna del Arenal');
    expect(en.body).toContain('Your booking was marked as a no-show.');
    expect(en.body).toContain('Saturday, November 28 at 00:30, 1 person');
    expect(en.attachments).toBeUndefined();
    expect(es.attachments?.[0]?.content).toContain(
      'DESCRIPTION:sábado\\, 28 de noviembre a las 00:30\\, 2 personas',
    );
  });

  it('none for a status the diner is not told of, or without an address', () => {
    expect(bookingMail({ ...late, st: 1 }, { address: '' }, 'es', now)).toBeNull();
    expect(bookingMail({ ...late, em: '' }, { address: '' }, 'es', now)).toBeNull();
  });
});
