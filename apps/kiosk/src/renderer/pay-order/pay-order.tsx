import {
  formatMoney,
  KioskPayCode,
  kioskPaymentChoice,
  paymentMethodProblem,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { CancelOrderDialog } from '../kiosk-cart/cancel-order-dialog.tsx';
import { kioskBrand } from '../kiosk-data/brand.ts';
import { QrCode } from './qr-code.tsx';
import { usePayment } from './use-payment.ts';
import './pay-order.css';

/** /PayOrder/{method} (spec/3 §2, §4 'Payment'): saves the order, then pays it by the method. */
export function PayOrder() {
  const { t } = useTranslation();
  const code = Number(useParams().method);
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {({ info }) =>
        // Wallet 5010 without its register cannot be paid here: say so, save nothing (spec/3 §8).
        paymentMethodProblem(code, info.cfg.kiosk?.payCaja) ? (
          <NoRegister info={info} />
        ) : (
          <PayStep info={info} code={code} />
        )
      }
    </KioskDataGate>
  );
}

function NoRegister({ info }: { info: TRestaurantInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="screen" style={brandStyle(kioskBrand(info).colour)}>
      <div className="screen-body">
        <p role="alert" className="pay-message pay-message--error">
          {t('m2000_wallet_no_register')}
        </p>
      </div>
      <footer className="screen-footer">
        <button type="button" className="big-button" onClick={() => navigate('/SelectPaymentMethod')}>
          {t('m2000_back_to_methods')}
        </button>
      </footer>
    </main>
  );
}

/**
 * The pay step. The diner can always leave it (issue 12 item 4): 'Volver' back to the methods (or the cart,
 * when there is only one method) keeps the saved order for the same method; 'Cancelar pedido', after
 * confirmation, cancels it at the platform and goes home. Both wait while the order is being saved or the
 * card terminal is charging, so no charge is left behind without its order.
 */
function PayStep({ info, code }: { info: TRestaurantInfo; code: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = kioskBrand(info);
  const { phase, order } = usePayment(code);
  const [cancelling, setCancelling] = useState(false);
  const qr = code === KioskPayCode.walletRegister ? (info.cfg.kiosk?.payCaja ?? '') : (order?.payUrl ?? '');
  const busy = phase === 'placing' || phase === 'card';
  const single = kioskPaymentChoice(info.cfg.kiosk?.payMethods ?? []).kind === 'single';

  return (
    <main className="screen pay-order" style={brandStyle(brand.colour)}>
      <header className="screen-header">
        <h1>{t('m2000_pay_title')}</h1>
      </header>
      <div className="screen-body pay-order-body" aria-busy={phase === 'placing'}>
        {order ? (
          <p className="pay-order-total">
            {t('m2000_pay_total')} <strong>{formatMoney(order.total, brand.currency)}</strong>
          </p>
        ) : null}
        {phase === 'placing' ? <p role="status">{t('m2000_pay_placing')}</p> : null}
        {phase === 'card' ? <p role="status">{t('m2000_pay_card_prompt')}</p> : null}
        {phase === 'waiting' && qr ? (
          <>
            <p>{t('m2000_pay_wallet_qr')}</p>
            <QrCode text={qr} label={t('m2000_pay_wallet_qr')} />
          </>
        ) : null}
        {phase === 'waiting' ? <p role="status">{t('m2000_pay_waiting')}</p> : null}
      </div>
      <footer className="screen-footer">
        <button
          type="button"
          className="big-button big-button--quiet"
          disabled={busy}
          onClick={() => navigate(single ? '/KioskCart' : '/SelectPaymentMethod')}
        >
          {t('m2000_back')}
        </button>
        <button
          type="button"
          className="big-button big-button--quiet"
          disabled={busy}
          onClick={() => setCancelling(true)}
        >
          {t('m2000_cancel_order')}
        </button>
      </footer>
      {cancelling ? <CancelOrderDialog onKeep={() => setCancelling(false)} /> : null}
    </main>
  );
}
