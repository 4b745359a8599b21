/**
 * The Chilean RUT (rol único tributario), the tax or identity number a Chilean profile keeps in `rut`
 * (spec/2 §2 'Personal data editor', §3 'detApp.rut'): a body of up to 8 digits and a check digit, 0–9 or
 * K, computed modulo 11 with the weights 2, 3, 4, 5, 6, 7 from the right. Written '12.345.678-5'; dots,
 * spaces and the dash are optional when typed.
 */

/** The largest body a RUT has (99.999.999); ours, so a typed number cannot be anything at all. */
const RUT_BODY_MAX_DIGITS = 8;

/** The check digit of a RUT body (digits only): '0'–'9' or 'K'. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (const digit of [...body].reverse()) {
    sum += Number(digit) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** A typed RUT split into body and check digit, or null when it has not the shape of one. */
export function parseRut(typed: string): { body: string; dv: string } | null {
  const compact = typed.replace(/[.\s-]/g, '').toUpperCase();
  const match = /^(\d{1,8})([\dK])$/.exec(compact);
  if (!match || match[1]!.length > RUT_BODY_MAX_DIGITS) return null;
  return { body: match[1]!.replace(/^0+(?=\d)/, ''), dv: match[2]! };
}

/** Whether a typed RUT has a correct check digit (spec/2: the RUT of a Chilean profile). */
export function isValidRut(typed: string): boolean {
  const rut = parseRut(typed);
  return rut !== null && Number(rut.body) > 0 && rutCheckDigit(rut.body) === rut.dv;
}

/** A valid RUT as Chileans write it, '12.345.678-5'; anything else as typed. */
export function formatRut(typed: string): string {
  const rut = parseRut(typed);
  if (!rut || !isValidRut(typed)) return typed.trim();
  return `${rut.body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${rut.dv}`;
}
