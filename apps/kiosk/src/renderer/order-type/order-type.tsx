import { DispatchType } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Icon } from '@comanda/ui';
import { useNavigate } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { afterOrderType } from '../kiosk-cart/flow.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import './order-type.css';

/** /OrderType (spec/3 §2, §4): eat here (5) or take away (4), when the configuration's orderType is 3. */
export function OrderType() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setOrderType = useKioskCart((s) => s.setOrderType);
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {({ info }) => {
        const choose = async (tipo: 4 | 5) => {
          await setOrderType(tipo);
          navigate(afterOrderType(info));
        };
        return (
          <main className="order-type" style={brandStyle(kioskBrand(info).colour)}>
            <h1>{t('m2000_order_type_title')}</h1>
            <div className="order-type-choices">
              <button
                type="button"
                className="order-type-choice"
                onClick={() => void choose(DispatchType.kioskEatHere)}
              >
                <Icon name="eatHere" className="order-type-icon" />
                {t('m2000_eat_here')}
              </button>
              <button
                type="button"
                className="order-type-choice"
                onClick={() => void choose(DispatchType.kioskTakeAway)}
              >
                <Icon name="takeAway" className="order-type-icon" />
                {t('m2000_take_away')}
              </button>
            </div>
            <button
              type="button"
              className="big-button big-button--quiet"
              onClick={() => navigate('/KioskWelcome')}
            >
              {t('m2000_back')}
            </button>
          </main>
        );
      }}
    </KioskDataGate>
  );
}
