import { ApiError } from '@comanda/api-client';

/**
 * What a failed booking call says (spec/2 §8 'Bookings'): the server's refusal in words when it answered one
 * (a closed venue, a time no longer offered, a bad field), else 'Error en comunicacion con servicio' — no
 * answer, or one that is no refusal (a 5xx).
 */
export function bookingFailure(
  error: unknown,
  say: { refusal: (e: ApiError) => string; serviceError: string },
): string {
  if (error instanceof ApiError && error.key && error.status >= 400 && error.status < 500)
    return say.refusal(error);
  return say.serviceError;
}
