import {
  KIOSK_NO_METHODS_DELAY_MS,
  kioskPaymentChoice,
  paymentMethodProblem,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { useElapsed } from '../common/use-elapsed.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import { payMethodLabel } from './pay-method-label.ts';
import './select-payment.css';

/**
 * /SelectPaymentMethod (spec/3 §2, §4, §5): the kiosk configuration's methods; straight on with one;
 * 'no methods' after 2.5 s; wallet 5010 without a register explains the configuration problem.
 */
export function SelectPaymentMethod() {
  const { t } = useTranslation();
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {({ info }) => <Methods info={info} />}
    </KioskDataGate>
  );
}

function Methods({ info }: { info: TRestaurantInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = kioskPaymentChoice(info.cfg.kiosk?.payMethods ?? []);
  const waited = useElapsed(KIOSK_NO_METHODS_DELAY_MS);
  const [problem, setProblem] = useState('');
  const payCaja = info.cfg.kiosk?.payCaja;

  const pick = (code: number) => {
    if (paymentMethodProblem(code, payCaja)) return setProblem(t('m2000_wallet_no_register'));
    navigate(`/PayOrder/${code}`, { replace: choice.kind === 'single' });
  };
  useEffect(() => {
    if (choice.kind === 'single' && !paymentMethodProblem(choice.code, payCaja)) {
      navigate(`/PayOrder/${choice.code}`, { replace: true });
    }
  }, [choice, payCaja, navigate]);

  return (
    <main className="screen" style={brandStyle(kioskBrand(info).colour)}>
      <header className="screen-header">
        <h1>{t('m2000_pay_title')}</h1>
      </header>
      <div className="screen-body">
        {choice.kind === 'none' ? (
          <p role="status" className="pay-message">
            {waited ? t('m2000_no_pay_methods') : t('m2000_loading')}
          </p>
        ) : (
          <ul className="pay-methods">
            {(choice.kind === 'many' ? choice.codes : [choice.code]).map((code) => {
              const [key, params] = payMethodLabel(code);
              return (
                <li key={code}>
                  <button type="button" className="pay-method" onClick={() => pick(code)}>
                    {t(key, params)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {problem || (choice.kind === 'single' && paymentMethodProblem(choice.code, payCaja)) ? (
          <p role="alert" className="pay-message pay-message--error">
            {problem || t('m2000_wallet_no_register')}
          </p>
        ) : null}
      </div>
      <footer className="screen-footer">
        <button type="button" className="big-button big-button--quiet" onClick={() => navigate('/KioskCart')}>
          {t('m2000_back')}
        </button>
      </footer>
    </main>
  );
}
