import { useTranslation } from '@comanda/i18n/react';
import { useNavigate } from 'react-router-dom';
import { StatusScreen } from '../common/status-screen.tsx';

/**
 * /PayOrder/{method}: the payment step needs the orders API, which comes later. The route exists so
 * the flow and the watchdog's PayOrder cycle (spec/3 §9) have somewhere to be.
 */
export function PayOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      action={
        <button type="button" className="big-button" onClick={() => navigate('/SelectPaymentMethod')}>
          {t('m2000_back_to_methods')}
        </button>
      }
    >
      {t('m2000_pay_pending')}
    </StatusScreen>
  );
}
