import type { TSaveOrderAnswer } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { sayError } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notifications.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { cardOrdersApi } from '../api/cards-api.ts';
import { paidWithToken, takePendingOrder } from '../model/pending-order.ts';

type Saved = Extract<TSaveOrderAnswer, { preflight: false }>;

/**
 * /l/carttoken (spec/1 §2 'CartToken', §4 'Order saving' 6): back from the vault's card form. With ?code= the
 * order stored before leaving is saved with the code as its card token, 5011 becoming 5009; without a code,
 * or when the card cannot pay, it says so ('ERROR EN SU TARJETA. INTENTE CON OTRO MEDIO.') and the diner goes
 * back to the cart to choose another method.
 */
export function CartTokenPage({
  loginSlot,
  onSaved,
}: {
  loginSlot: ReactNode;
  onSaved: (answer: Saved) => void;
}) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [params] = useSearchParams();
  const code = params.get('code');
  const [error, setError] = useState('');
  const started = useRef(false);
  useDocumentTitle(t('m1_card_token_title'));

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const fail = (text: string) => {
      setError(text);
      notify(text, { kind: 'slowError' });
    };
    const pending = takePendingOrder();
    if (!code) return fail(t('m1_err_card_no_code'));
    if (!pending) return fail(t('m1_card_token_no_order'));
    cardOrdersApi
      .saveOrder(paidWithToken(pending, code))
      .then((answer) => {
        if (!answer.preflight) onSaved(answer);
      })
      .catch(async (failure: unknown) => fail(await sayError(failure)));
  }, [token, code, onSaved, t]);

  if (!token) return <section className="page">{loginSlot}</section>;
  if (!error)
    return (
      <p className="page muted" role="status">
        {t('m1_card_processing')}
      </p>
    );
  return (
    <div className="page">
      <StatusMessage
        role="alert"
        title={t('m1_card_token_title')}
        hint={error}
        headingLevel={1}
        action={
          <Link to="/l/cart" className="button">
            {t('m1_checkout_title')}
          </Link>
        }
      />
    </div>
  );
}
