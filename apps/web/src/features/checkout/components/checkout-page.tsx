import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type CheckoutVenue, fetchCheckoutVenue } from '../api/fetch-venue.ts';
import type { CheckoutPageProps } from './checkout-props.ts';
import { CheckoutScreen } from './checkout-screen.tsx';
import './checkout.css';

export type { CheckoutPageProps } from './checkout-props.ts';

/** /l/cart: the checkout of the cart's venue (spec/1 §2 screen 4). */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useTranslation();
  const resto = props.cart.resto;
  const [venue, setVenue] = useState<CheckoutVenue | null>(null);
  const [failed, setFailed] = useState('');
  useDocumentTitle(t('m1_checkout_title'));
  const restoKey = resto ? `${resto.pais}/${resto.simpleId}/${resto.dk}` : '';
  // The venue is named by restoKey; the cart object itself changes with every cart change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restoKey names resto
  useEffect(() => {
    if (!resto) return;
    let live = true;
    setFailed('');
    fetchCheckoutVenue(resto)
      .then((v) => live && setVenue(v))
      .catch((e: unknown) => live && setFailed(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [restoKey]);

  if (!resto || props.cart.dl.length === 0)
    return (
      <div className="page">
        <StatusMessage
          title={t('m1_checkout_title')}
          hint={t('m1_checkout_empty')}
          headingLevel={1}
          action={
            <Link to="/" className="button">
              {t('m1_back_home')}
            </Link>
          }
        />
      </div>
    );
  if (failed)
    return (
      <div className="page">
        <StatusMessage role="alert" title={t('m1_error_title')} hint={failed} headingLevel={1} />
      </div>
    );
  if (!venue)
    return (
      <p className="page muted" role="status">
        {t('m1_checkout_loading')}
      </p>
    );
  return <CheckoutScreen {...props} venue={venue} />;
}
