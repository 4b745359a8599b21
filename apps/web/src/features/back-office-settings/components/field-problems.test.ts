import { ZBookingSettingsEdit } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { issueProblems, type PlaceOf, refusalProblems } from './field-problems.ts';

// The settings sections' refusals at their fields (issue 17 items 3 and 7): the browser's own contract check and
// the server's 400s, each problem at the place its path or its text names.
const placeOf: PlaceOf = ([part, config, field]) =>
  part === 'bookings' && config === 'booking' && typeof field === 'string' ? field : null;
const config = { wfd: 31, wfpx: 10, inc: 15, anp: 0, atr: 15, bkd: [], bks: [] };

describe('issueProblems', () => {
  it("places each contract refusal at its field, worded with the field's label", () => {
    const parsed = ZBookingSettingsEdit.safeParse({
      ir: 'x',
      bookings: { rsvp: true, booking: { ...config, wfd: 0, inc: Number.NaN } },
    });
    expect(parsed.success).toBe(false);
    const problems = issueProblems(parsed.error?.issues ?? [], placeOf, (place) => `«${place}»`);
    expect(Object.keys(problems).sort()).toEqual(['inc', 'wfd']);
    expect(problems.wfd).toEqual({ key: 'p1_err_v_min_number', params: { field: '«wfd»', min: 1 } });
  });
});

describe('refusalProblems', () => {
  it("places a 400's problems by the field they name, or by their text", () => {
    const error = {
      key: 'p1_err_invalid_request',
      message: 'Solicitud inválida',
      params: {
        detail: [
          { key: 'p1_err_v_max_number', params: { field: 'bookings.booking.wfpx', max: 100 } },
          { key: 'p1_err_catalog_blocked_shift', params: { shift: 'cena', date: '2026-12-31' } },
        ],
      },
    };
    const problems = refusalProblems(error, placeOf, (d) =>
      d.key === 'p1_err_catalog_blocked_shift' ? 'bks' : null,
    );
    expect(problems).toEqual({
      wfpx: { key: 'p1_err_v_max_number', params: { field: 'bookings.booking.wfpx', max: 100 } },
      bks: { key: 'p1_err_catalog_blocked_shift', params: { shift: 'cena', date: '2026-12-31' } },
    });
  });

  it('keeps a refusal that names no field whole, for the section', () => {
    const error = { key: 'm1_err_forbidden_module', message: 'No tienes permisos para este módulo' };
    expect(refusalProblems(error, placeOf)).toEqual({
      form: { key: 'm1_err_forbidden_module', message: 'No tienes permisos para este módulo' },
    });
    expect(refusalProblems({ message: 'Sin conexión' }, placeOf)).toEqual({
      form: { key: 'm1_err_internal', message: 'Sin conexión' },
    });
  });
});
