import { SOCIAL_PROVIDER_NAMES, type TSocialProviders } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { accounts } from '../api/accounts.ts';

/** The providers' list, asked once per page: every panel (page, modal, cart) shows the same buttons. */
let asked: Promise<TSocialProviders> | null = null;
const offered = () => {
  asked ??= accounts.socialProviders().catch(() => {
    asked = null;
    return { providers: [], sandbox: false };
  });
  return asked;
};

/**
 * The social sign-in buttons (spec/2 §2 'Sign-in': Google, Facebook, LinkedIn, Apple, VKontakte; issue 16 item 1):
 * only the providers the platform offers, none while it says nothing. Each is a link that leaves the site for
 * the provider and comes back signed in to `returnTo`, this page by default (/l/sociallogin finishes).
 */
export function SocialButtons({ returnTo }: { returnTo?: string | undefined }) {
  const { t } = useTranslation();
  const here = useLocation();
  const [list, setList] = useState<TSocialProviders | null>(null);
  useEffect(() => {
    let live = true;
    void offered().then((answer) => live && setList(answer));
    return () => {
      live = false;
    };
  }, []);
  if (!list || list.providers.length === 0) return null;
  const back = encodeURIComponent(returnTo ?? `${here.pathname}${here.search}`);
  return (
    <div className="social-sign-in">
      <p className="muted">{t('m1_login_social_or')}</p>
      <ul className="social-sign-in__list">
        {list.providers.map((id) => (
          <li key={id}>
            <a
              className="button button--ghost social-sign-in__button"
              href={`/srv/security/oidc/${id}/start?back=${back}`}
            >
              {t('p1_login_social_with', { provider: SOCIAL_PROVIDER_NAMES[id] })}
            </a>
          </li>
        ))}
      </ul>
      {list.sandbox ? <p className="muted social-sign-in__note">{t('m1_login_social_sandbox')}</p> : null}
    </div>
  );
}
