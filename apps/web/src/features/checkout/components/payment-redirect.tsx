import { localText, REDIRECT_REVEAL_MS, restaurantPath, savedOrderView, type TOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { noteAwaitingPayment } from '../../../lib/awaiting-payment.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { processedMessageKey } from '../model/processed-message.ts';
import { ProviderLogo } from './provider-logo.tsx';
import './checkout.css';

/**
 * A prepaid order on its way to the provider's page (spec/1 §4 'Order saving' 4): the page is opened
 * directly; should the browser still be here after 7 s (a slow provider, a blocked navigation), the redirect
 * view is revealed — the processed message and the provider's button with its logo. The order is noted as
 * awaiting payment, so the order page the provider returns to shows 'received' once it is paid, not before.
 */
export function PaymentRedirect({ order, redirect }: { order: TOrder; redirect: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [revealed, setRevealed] = useState(false);
  useDocumentTitle(t('m1_paying_title'));
  useEffect(() => {
    // The checkout was scrolled down to its confirm button: this view starts at the top.
    window.scrollTo(0, 0);
    noteAwaitingPayment(order.iped);
    window.location.assign(redirect);
    const timer = setTimeout(() => setRevealed(true), REDIRECT_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [order.iped, redirect]);
  const provider =
    localText(order.det.nombreprepago, order.det.nombreprepagoTrad, i18n.language) || t('m1_pay_online');
  return (
    <section className="page paying" aria-labelledby={titleId} data-testid="payment-redirect">
      <div className="card paying__card">
        <h1 id={titleId} className="card__title">
          {t('m1_paying_title')}
        </h1>
        <p>{t(processedMessageKey(savedOrderView(order)))}</p>
        {revealed ? (
          <>
            <p className="muted">{t('m1_paying_not_opened')}</p>
            <a className="button button--wide provider-button" href={redirect}>
              <ProviderLogo code={order.det.prepago} />
              {t('p1_paying_with', { provider })}
            </a>
            <Link to={`${restaurantPath(order.resto)}/order/${order.iped}`} className="link">
              {t('m1_paying_view_order')}
            </Link>
          </>
        ) : (
          <p role="status" className="paying__wait">
            <span className="spinner" aria-hidden="true" />
            {t('m1_processing_redirect')}
          </p>
        )}
      </div>
    </section>
  );
}
