import { isSocialError, returnPathOf, SOCIAL_ERROR_KEYS } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accounts } from '../api/accounts.ts';
import { sessionStore } from '../store/session-store-instance.ts';

/**
 * /l/sociallogin (issue 16 item 1): where a social sign-in's callback lands. With ?ticket= it signs the diner in
 * (the ticket works once) and goes back where they were (?back=); with ?error= it says why (spec/2 §8: 4096, the
 * e-mail permission denied; a cancel; an expired or used sign-in) and links back.
 */
export function SocialLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = returnPathOf(params.get('back'));
  const ticket = params.get('ticket');
  const code = params.get('error');
  const [failure, setFailure] = useState(() =>
    ticket ? '' : t(isSocialError(code) ? SOCIAL_ERROR_KEYS[code] : SOCIAL_ERROR_KEYS.social_failed),
  );
  const asked = useRef(false);
  useDocumentTitle(t('m1_social_title'));
  useEffect(() => {
    if (!ticket || asked.current) return;
    asked.current = true;
    accounts.socialSession(ticket).then(
      (answer) => {
        sessionStore.getState().signIn(answer);
        void navigate(back, { replace: true });
      },
      (e: unknown) => setFailure(errorMessage(e)),
    );
  }, [ticket, back, navigate]);

  return (
    <section className="page account-page">
      <div className="card login-panel">
        <h1 className="card__title">{t('m1_social_title')}</h1>
        {failure ? (
          <>
            <p role="alert" className="notice notice--error">
              {failure}
            </p>
            <Link to={back} className="button">
              {t('m1_social_back')}
            </Link>
          </>
        ) : (
          <p role="status">{t('m1_social_signing_in')}</p>
        )}
      </div>
    </section>
  );
}
