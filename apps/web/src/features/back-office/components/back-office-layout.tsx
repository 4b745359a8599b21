import { Module, type TBackOfficeVenue } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { StaffCodeSignIn } from '../../../components/staff-code-sign-in.tsx';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { backOffice, backOfficeAccounts, isSignedOut } from '../../../lib/back-office.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import './back-office.css';

const SIGN_IN_CLASSES = { form: 'bo-form', field: 'bo-field', error: 'bo-error' };

/**
 * /staff/admin: module 9000 staff sign in by e-mail code, choose one of the restaurants their role rows cover
 * (an admin's every one, a manager's own), and move between the back office's sections.
 */
export function BackOfficeLayout() {
  const { t } = useTranslation();
  const { token, venue, signIn, choose, reset } = useAdminSession();
  const [venues, setVenues] = useState<TBackOfficeVenue[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!token) return;
    backOffice
      .venues()
      .then((list) => {
        setVenues(list);
        const current = useAdminSession.getState().venue;
        if (list[0] && !list.some((v) => v.ir === current)) choose(list[0].ir);
      })
      .catch((e: unknown) => (isSignedOut(e) ? reset() : setError(errorMessage(e))));
  }, [token, choose, reset]);

  return (
    <section className="bo" aria-labelledby="bo-title">
      <header className="bo-header">
        <h1 id="bo-title">{t('m9000_bo_title')}</h1>
        {token ? (
          <button type="button" className="button" onClick={reset}>
            {t('m9000_sign_out')}
          </button>
        ) : null}
      </header>
      {!token ? (
        <StaffCodeSignIn
          module={Module.admin}
          accounts={backOfficeAccounts}
          onSignedIn={signIn}
          classes={SIGN_IN_CLASSES}
        />
      ) : (
        <>
          <div className="bo-bar">
            {venues && venues.length > 0 ? (
              <label className="bo-field bo-venue">
                <span>{t('m9000_bo_venue')}</span>
                <select value={venue ?? ''} onChange={(e) => choose(e.target.value)}>
                  {venues.map((v) => (
                    <option key={v.ir} value={v.ir}>
                      {v.nombre} · {v.simpleId}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <nav aria-label={t('m9000_bo_nav')} className="bo-nav">
              <NavLink to="/staff/admin/settings">{t('m9000_bo_settings')}</NavLink>
              <NavLink to="/staff/admin/menu">{t('m9000_bm_nav_menu')}</NavLink>
              <NavLink to="/staff/kiosks">{t('m9000_bo_kiosks')}</NavLink>
            </nav>
          </div>
          {error ? (
            <p role="alert" className="bo-error">
              {error}
            </p>
          ) : null}
          {venues && venues.length === 0 ? <p>{t('m9000_bo_no_venues')}</p> : null}
          {venue && venues?.some((v) => v.ir === venue) ? <Outlet /> : null}
        </>
      )}
    </section>
  );
}
