import {
  isKioskCashCode,
  KIOSK_PAYMENT_RECEIVED_HOME_MS,
  localText,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import type { ReceivedState } from '../pay-order/use-payment.ts';
import { useTicketPrinted } from './use-ticket-printed.ts';
import './payment-received.css';

/** Back to Welcome with a reload, so nothing of this diner stays in memory (arrival routing decides). */
const reloadHome = () => {
  window.location.hash = '#/';
  window.location.reload();
};

/**
 * /PaymentReceived (spec/3 §4 'Payment'): cart and order record cleared, the order number, the venue's
 * message, 'Omitir impresión' until the ticket is printed, then 'Volver al menú principal'; Welcome after
 * 20 s either way. A failing printer shows its own notice and never holds the diner here. Cash at the desk
 * (1000) is received as an order, not as money: the screen tells the diner to pay at the counter with their
 * number instead of 'Pago recibido' (issue 12 item 3).
 */
export function PaymentReceived() {
  const { t } = useTranslation();
  const received = (useLocation().state ?? null) as ReceivedState | null;
  const settle = useKioskCart((s) => s.settle);
  useEffect(() => {
    void settle();
    const timer = window.setTimeout(reloadHome, KIOSK_PAYMENT_RECEIVED_HOME_MS);
    return () => window.clearTimeout(timer);
  }, [settle]);
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_pay_received_title')}</StatusScreen>}>
      {({ info }) => <Received info={info} received={received} />}
    </KioskDataGate>
  );
}

function Received({ info, received }: { info: TRestaurantInfo; received: ReceivedState | null }) {
  const { t, i18n } = useTranslation();
  const kiosk = info.cfg.kiosk;
  // The restaurant's own message, in the diner's language where it wrote one (issue 11 item 3).
  const message = localText(
    kiosk?.customPaymentReceivedMessage ?? '',
    kiosk?.customPaymentReceivedMessageTrad,
    i18n.language,
  );
  const printed = useTicketPrinted(received?.iped ?? null, kiosk?.adte ?? false);
  const atCounter = received !== null && isKioskCashCode(received.method);
  return (
    <main className="screen payment-received" style={brandStyle(kioskBrand(info).colour)}>
      <div className="screen-body payment-received-body">
        <h1>{atCounter ? t('m2000_pay_at_counter_title') : t('m2000_pay_received_title')}</h1>
        {atCounter ? <p className="payment-received-counter">{t('m2000_pay_at_counter_text')}</p> : null}
        {received ? (
          <p className="payment-received-number">
            {t('m2000_order_number')} <strong>{received.number}</strong>
          </p>
        ) : null}
        {/* The venue's message is about a payment received: not yet true of cash at the desk. */}
        {message && !atCounter ? <p>{message}</p> : null}
        {printed ? null : <p role="status">{t('m2000_printing_ticket')}</p>}
      </div>
      <footer className="screen-footer">
        <button type="button" className="big-button" onClick={reloadHome}>
          {printed ? t('m2000_back_main_menu') : t('m2000_skip_printing')}
        </button>
      </footer>
    </main>
  );
}
