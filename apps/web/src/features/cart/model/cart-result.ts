import type { CartRefusalCode, TReserveResult } from '@comanda/domain';

/** A shortage the server reported when it refused a reservation. */
export type Shortage = TReserveResult['shortages'][number];

/**
 * What a cart action tells the screen. A refusal carries its code (translated by the screen), the
 * domain's Spanish message as fallback, and for 'stock' the server's shortages.
 */
export type CartActionResult =
  | { ok: true }
  | {
      ok: false;
      code: CartRefusalCode | 'stock' | 'network';
      message: string;
      shortages?: Shortage[];
    };

export const done: CartActionResult = { ok: true };
