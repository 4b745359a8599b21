import { type CatalogIndex, cartTotals, type TCart } from '@comanda/domain';
import { useEffect, useState } from 'react';
import { bridge } from '../bridge.ts';

/**
 * The cart's total as the server prices it (POST /srv/pricecheck: it never trusts client totals); the
 * domain's own sum stands in until the answer arrives, or when the server cannot be reached.
 */
export function useCartTotal(
  cart: TCart | null,
  index: CatalogIndex,
): { total: number; lines: (number | null)[] } {
  const local = cart ? cartTotals(cart, index).subtotal : 0;
  const [server, setServer] = useState<{ key: string; total: number; lines: (number | null)[] } | null>(null);
  const key = cart ? JSON.stringify([cart.tipo, cart.dl]) : '';
  useEffect(() => {
    if (!cart || cart.dl.length === 0 || (cart.tipo !== 4 && cart.tipo !== 5)) return;
    let live = true;
    const lines = cart.dl.map((l) => ({ ip: l.item, cant: l.cant, extras: l.extras }));
    void bridge.platform
      .priceCheck({ tipo: cart.tipo, lines })
      .then((answer) => {
        if (live) setServer({ key, total: answer.subtotal, lines: answer.lines.map((l) => l.unit) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, cart]);
  if (server && server.key === key) return server;
  return { total: local, lines: cart?.dl.map(() => null) ?? [] };
}
