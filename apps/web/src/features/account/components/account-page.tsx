import { MAP_ZOOM, profileCountry } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useId } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notifications.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { needsName } from '../store/session-store.ts';
import { sessionStore, useSession } from '../store/session-store-instance.ts';
import { AddressBook } from './address-book.tsx';
import { CompleteProfileDialog } from './complete-profile-dialog.tsx';
import { LoginPanel } from './login-panel.tsx';
import { PasswordChange } from './password-change.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileForm } from './profile-form.tsx';

/** Where a sign-in sends the diner back to: a same-site path from ?next=, else the account. */
export function nextPath(search: string, fallback = '/l/profile'): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

/**
 * /l/profilelogin (spec/2 §2 'ProfileLogin'): sign in, complete the profile, go back where the diner was — the
 * page ?next= names, else `fallback` (the table page the diner opened lately, spec/2 §4 'Profile step'), else
 * the account. The route hands in the guest button where the cart is at a table of a venue that takes guests
 * (`guestSlot`).
 */
export function LoginPage({ guestSlot, fallback }: { guestSlot?: ReactNode; fallback?: string | null } = {}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const profile = useSession((s) => s.profile);
  const token = useSession((s) => s.token);
  useDocumentTitle(t('m1_login_title'));
  const back = nextPath(search, fallback ?? undefined);
  const done = () => navigate(back, { replace: true });
  return (
    <div className="page account-page">
      <LoginPanel
        headingLevel={1}
        returnTo={back}
        guestSlot={guestSlot}
        onSignedIn={() => (needsName(sessionStore.getState().profile) ? undefined : done())}
      />
      {token && needsName(profile) ? <CompleteProfileDialog onDone={done} /> : null}
    </div>
  );
}

/**
 * The profile's steps (spec/2 §2 'Profile menu driven by a step value'): 0 main menu, 1 personal data,
 * 2 addresses, 3 cards (MyCards), 4 conditions; privacy is a part of 4. In the address as ?step=.
 */
export const PROFILE_STEPS = { main: 0, personal: 1, addresses: 2, cards: 3, conditions: 4 } as const;
const STEP_TITLES = [
  'm1_profile_title',
  'm1_account_personal',
  'm1_account_addresses',
  'm1_profile_cards',
  'm1_profile_conditions',
];

/**
 * /l/profile (spec/2 §2 'Profile'): the step menu and its steps; the login when signed out, with the guest
 * button the route hands in where the diner's cart is at a table of a venue that takes guests (`guestSlot`).
 */
export function AccountPage({ guestSlot }: { guestSlot?: ReactNode } = {}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const notice = useSession((s) => s.notice);
  const asked = Number(params.get('step') ?? 0);
  const step = Number.isInteger(asked) && asked >= 0 && asked <= 4 ? asked : 0;
  useDocumentTitle(t(token ? STEP_TITLES[step]! : 'm1_account_title'));
  // 'Sesion Cerrada' (spec/3 §8 'Session closed': a success notice) once the session ended, by logout or refusal.
  useEffect(() => {
    if (notice !== 'closed') return;
    notify({ key: 'm1_session_closed' });
    sessionStore.getState().clearNotice();
  }, [notice]);
  if (!token)
    return (
      <section className="page account-page" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('m1_account_title')}</h1>
        <LoginPanel guestSlot={guestSlot} />
      </section>
    );
  return (
    <section className="page account-page" aria-labelledby={titleId} data-profile-step={step}>
      <h1 id={titleId}>{t(STEP_TITLES[step]!)}</h1>
      {step !== PROFILE_STEPS.main ? (
        <Link to="/l/profile" className="account-page__back">
          ← {t('m1_profile_back')}
        </Link>
      ) : null}
      {step === PROFILE_STEPS.main ? <ProfileMenu /> : null}
      {step === PROFILE_STEPS.personal && profile ? (
        <>
          <ProfileForm key={profile.id} />
          <PasswordChange />
        </>
      ) : null}
      {step === PROFILE_STEPS.addresses ? (
        <section className="card">
          <AddressBook country={profileCountry(profile?.pc)} zoom={MAP_ZOOM.profile} />
        </section>
      ) : null}
      {step === PROFILE_STEPS.cards ? (
        // MyCards: the saved cards live on their own screen (features/cards, issue 16 item 4).
        <section className="card">
          <p>{t('m1_profile_cards_text')}</p>
          <Link to="/l/mycards" className="button">
            {t('m1_cards_see')}
          </Link>
          <Link to="/l/createcard" className="button button--ghost">
            {t('m1_profile_cards_add')}
          </Link>
        </section>
      ) : null}
      {step === PROFILE_STEPS.conditions ? (
        <>
          <section className="card" aria-labelledby={`${titleId}-c`}>
            <h2 id={`${titleId}-c`} className="card__title">
              {t('m1_profile_conditions')}
            </h2>
            <p>{t('m1_profile_conditions_text')}</p>
          </section>
          <section className="card" id="privacidad" aria-labelledby={`${titleId}-p`}>
            <h2 id={`${titleId}-p`} className="card__title">
              {t('m1_profile_privacy')}
            </h2>
            <p>{t('m1_profile_privacy_text')}</p>
          </section>
        </>
      ) : null}
      {needsName(profile) ? <CompleteProfileDialog /> : null}
    </section>
  );
}

/** Step 0: the profile card and the menu of the other steps, privacy, orders and log out. */
function ProfileMenu() {
  const { t } = useTranslation();
  const entries: [number | string, string][] = [
    [PROFILE_STEPS.personal, 'm1_account_personal'],
    [PROFILE_STEPS.addresses, 'm1_account_addresses'],
    [PROFILE_STEPS.cards, 'm1_profile_cards'],
    [PROFILE_STEPS.conditions, 'm1_profile_conditions'],
    ['/l/profile?step=4#privacidad', 'm1_profile_privacy'],
    ['/l/cartc', 'm1_account_orders'],
  ];
  return (
    <>
      <ProfileCard />
      <nav className="card profile-menu" aria-label={t('m1_profile_title')}>
        <ul>
          {entries.map(([to, key]) => (
            <li key={key}>
              <Link to={typeof to === 'number' ? `/l/profile?step=${to}` : to}>{t(key)}</Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => void sessionStore.getState().logout()}
            >
              {t('m1_logout')}
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
