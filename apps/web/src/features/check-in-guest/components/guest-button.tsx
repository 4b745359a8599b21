import { createOrdersClient } from '@comanda/api-client';
import { asLanguage, type TGuestSession } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { siteCallOptions } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';

const client = createOrdersClient(siteCallOptions);

/**
 * The anonymous guest button of the login panel (spec/2 §2 'An anonymous guest button', §4 'Guest login by
 * table'): at a table of a venue that takes guests, the diner orders and pays with no account, in the
 * language the site shows. The session is handed to `onSession`, which signs the site in with it.
 */
export function GuestButton(props: {
  irl: string;
  dk: string;
  mesa: string;
  onSession: (session: TGuestSession) => void;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const start = async () => {
    setBusy(true);
    setError('');
    try {
      // The guest's profile keeps the language the site shows: signing in then switches nothing (spec/2 §4).
      const language = asLanguage(i18n.language) ?? undefined;
      props.onSession(await client.guestSession(props.irl, props.mesa, props.dk, language));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="form-stack" data-testid="guest-login">
      <p className="muted">{t('m1_guest_intro')}</p>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void start()}>
        {t('m1_guest_continue')}
      </button>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
