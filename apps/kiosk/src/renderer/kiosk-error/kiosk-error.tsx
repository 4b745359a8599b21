import { useTranslation } from '@comanda/i18n/react';
import { useNavigate, useParams } from 'react-router-dom';
import { bridge } from '../bridge.ts';
import { ERROR_TEXTS, errorKind } from './error-texts.ts';
import './kiosk-error.css';

/** Reloading into the main menu: arrival routing decides again with fresh data. */
const reloadHome = () => {
  window.location.hash = '#/';
  window.location.reload();
};

/** /KioskError/{error} (spec/3 §2, §8): the title, the text and the error's own buttons. */
export function KioskError() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = errorKind(useParams().error);
  const texts = ERROR_TEXTS[kind];
  // 'Cancelar pedido' after a failed payment: GET /srv/cancelorder for the saved order, then the reset.
  const cancelOrder = async () => {
    await bridge.order.cancel().catch(() => bridge.cart.clear().catch(() => undefined));
    reloadHome();
  };

  return (
    <main className="kiosk-error">
      <h1>{t(texts.title)}</h1>
      <p>{t(texts.text)}</p>
      <div className="kiosk-error-actions">
        {kind === 'inactive' || kind === 'notAvailable' ? (
          <>
            <button type="button" className="big-button" onClick={reloadHome}>
              {t('m2000_back_main_menu')}
            </button>
            <button
              type="button"
              className="big-button big-button--quiet"
              // Behind the technician PIN (issue 12 item 5): a diner cannot wipe the totem.
              onClick={() => navigate('/technician/clear')}
            >
              {t('m2000_clear_and_reload')}
            </button>
          </>
        ) : kind === 'payment' ? (
          <>
            <button type="button" className="big-button" onClick={() => navigate('/SelectPaymentMethod')}>
              {t('m2000_back_to_methods')}
            </button>
            <button type="button" className="big-button big-button--quiet" onClick={() => void cancelOrder()}>
              {t('m2000_cancel_order')}
            </button>
          </>
        ) : (
          <button type="button" className="big-button" onClick={() => navigate(-1)}>
            {t('m2000_back')}
          </button>
        )}
      </div>
    </main>
  );
}
