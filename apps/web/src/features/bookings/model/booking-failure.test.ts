import { ApiError } from '@comanda/api-client';
import { describe, expect, it } from 'vitest';
import { bookingFailure } from './booking-failure.ts';

const say = { refusal: (e: ApiError) => e.message, serviceError: 'Error en comunicacion con servicio' };

describe('a failed booking call (spec/2 §8)', () => {
  it("says the server's refusal, else 'Error en comunicacion con servicio'", () => {
    const closed = new ApiError('Este local está cerrado.', 409, 'venue_closed', 'm1_err_booking_closed');
    expect(bookingFailure(closed, say)).toBe('Este local está cerrado.');
    expect(bookingFailure(new ApiError('Sin conexión', 0, 'network'), say)).toBe(say.serviceError);
    expect(bookingFailure(new ApiError('Internal', 500, 'internal', 'm1_err_internal'), say)).toBe(
      say.serviceError,
    );
    expect(bookingFailure(new TypeError('Failed to fetch'), say)).toBe(say.serviceError);
  });
});
