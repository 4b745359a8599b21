import type {
  TAddress,
  TAppConfig,
  TCart,
  TSavedCard,
  TSaveOrderAnswer,
  TSaveOrderRequestInput,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type CheckoutVenue, fetchCheckoutVenue } from '../api/fetch-venue.ts';
import { CheckoutScreen } from './checkout-screen.tsx';
import './checkout.css';

type Saved = Extract<TSaveOrderAnswer, { preflight: false }>;

export type CheckoutPageProps = {
  cartId: string;
  cart: TCart;
  names: Record<string, string>;
  signedIn: boolean;
  /** Signed in as an anonymous guest at the table: no profile fields asked (spec/1 §5, spec/2 §6). */
  guest?: boolean;
  /** The diner's seat at the cart's table, from the device's seat record (spec/1 §3); sent as seatNumber. */
  seat?: number | null;
  profile: { name: string; email: string; phone: string; rut: string; addresses: TAddress[] } | null;
  /**
   * The diner's saved addresses with add/edit (the account feature), for delivery: `selected` is this order's,
   * `onSelect` chooses one for this order only (the profile's default stays, issue 15 item 2).
   */
  addressSlot: (selected: TAddress | null, onSelect: (address: TAddress) => void) => ReactNode;
  /** Where the sign-in goes while signed out; given the venue's settings and the order type when a function. */
  loginSlot: ReactNode | ((app: TAppConfig, tipo: number) => ReactNode);
  onTipo: (tipo: 1 | 2 | 3) => void;
  onSaved: (answer: Saved) => void;
  /** The diner's saved cards (issue 16 item 4): offered as 5009 where the venue takes them. */
  savedCards?: readonly TSavedCard[];
  /** 'Tarjeta nueva': stores the order and opens the vault's card form; back at /l/carttoken. */
  onNewCard?: (request: TSaveOrderRequestInput, pais: string) => Promise<void>;
};

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
