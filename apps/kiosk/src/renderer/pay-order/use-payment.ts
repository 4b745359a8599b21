import { asLanguage, DEFAULT_LANGUAGE, isCardTerminalCode, KioskPayCode } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import type { TPlacedOrder } from '@comanda/kiosk-device/bridge/order-inputs.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../bridge.ts';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { createPaymentWatch } from './payment-watch.ts';

export type PaymentPhase = 'placing' | 'card' | 'waiting';

/**
 * What PaymentReceived shows of the order (router state: no reload between the two screens): its number,
 * and the method, since cash at the desk is not paid yet (the diner pays at the counter with the number).
 */
export type ReceivedState = { iped: string; number: number; method: number };

/**
 * The payment step of /PayOrder/{method} (spec/3 §4 'Payment'): the order is saved through main (the same
 * order on a reload or retry), then cash is received at once, a card is charged at the terminal, a wallet
 * waits for the live event. Failure to save goes to KioskError/shift or /others; a failed payment to
 * KioskError/payment after 2.5 s.
 */
export function usePayment(code: number): { phase: PaymentPhase; order: TPlacedOrder | null } {
  const navigate = useNavigate();
  const user = useKioskCart((s) => s.user);
  // The totem's language when the diner pays: the order remembers it and its receipt prints in it.
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const [phase, setPhase] = useState<PaymentPhase>('placing');
  const [order, setOrder] = useState<TPlacedOrder | null>(null);

  useEffect(() => {
    let left = false;
    let stopWatch = () => {};
    let unsubscribe = () => {};
    const go = (path: string, state?: ReceivedState) => {
      if (!left) navigate(path, { replace: true, state });
    };
    void (async () => {
      const contact = user ? { name: user.name, email: user.email, phone: user.phone } : null;
      const placed = await bridge.order
        .place({ prepago: code, contact, language })
        .catch((error: unknown) => ({
          ok: false as const,
          error: 'others' as const,
          message: String(error),
        }));
      if (left) return;
      if (!placed.ok) return go(`/KioskError/${placed.error}`);
      const { iped, number } = placed.order;
      setOrder(placed.order);
      const watch = createPaymentWatch({
        iped,
        onPaid: () => go('/PaymentReceived', { iped, number, method: code }),
        onFailed: () => go('/KioskError/payment'),
      });
      stopWatch = watch.stop;
      unsubscribe = bridge.subscribe((event) => {
        if (event.type === 'order') watch.observe(event);
      });
      // Only 'paid' counts from the saved state: a retry after a decline finds the order at sp -1.
      if (placed.order.sp === 2) return watch.observe(placed.order);
      if (code === KioskPayCode.cashDesk) return watch.paid();
      if (!isCardTerminalCode(code)) return setPhase('waiting');
      setPhase('card');
      const charged = await bridge.order.charge().catch(() => null);
      if (charged?.order) watch.observe(charged.order);
      else if (!charged?.approved) watch.failed();
      // Approved but not yet reported: main keeps reporting; the live event decides.
      else setPhase('waiting');
    })();
    return () => {
      left = true;
      stopWatch();
      unsubscribe();
    };
  }, [code, user, navigate, language]);

  return { phase, order };
}
