import {
  countTap,
  ENVIRONMENTS,
  noTaps,
  revealsEnvironment,
  SIDE_MENU_COUNTRIES,
  type TEnvironment,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import webPackage from '../../../package.json';
import { sessionStore } from '../../features/account/index.ts';
import { ordersStore } from '../../features/orders/index.ts';
import { chooseEnvironment, storedEnvironment } from '../../lib/environment.ts';
import { followCountry } from '../../lib/language.ts';
import { onSessionChange, storedSession } from '../../lib/session.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import './side-menu.css';

/** The site's version, shown at the menu's foot (spec/2 §2 'version label'). */
const VERSION = webPackage.version;

/**
 * The side menu (spec/2 §2 'Other', §9: 80% of the screen): home, cart, login or the account, orders,
 * bookings, country and language, logout, clear local data and the version label, whose third tap in a row
 * reveals the environment switch (PROD, DEV, TEST). A lazy chunk: it loads when the diner opens it.
 */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const signedIn = useSyncExternalStore(onSessionChange, storedSession) !== null;
  const [taps, setTaps] = useState(noTaps);
  const [environment, setEnvironment] = useState(storedEnvironment);
  const [country, setCountry] = useState('');

  // Everything of the diner goes (issue 16 item 6): the session and the orders with their bell.
  const logout = async () => {
    await sessionStore.getState().logout();
    ordersStore.getState().reset();
    onClose();
  };
  const clearLocalData = async () => {
    if (storedSession() !== null) await sessionStore.getState().logout();
    ordersStore.getState().reset();
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Blocked storage held nothing.
    }
    window.location.assign('/');
  };
  const pick = (env: TEnvironment) => {
    chooseEnvironment(env);
    setEnvironment(env);
  };

  return (
    <dialog ref={ref} className="side-menu" aria-labelledby={titleId}>
      <div className="side-menu__head">
        <h2 id={titleId} className="side-menu__title">
          {t('m1_app_name')}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('m1_side_menu_close')}
        </button>
      </div>
      <nav aria-label={t('m1_side_menu')}>
        <ul className="side-menu__list">
          <li>
            <Link to="/" onClick={onClose}>
              {t('m1_side_menu_home')}
            </Link>
          </li>
          <li>
            <Link to="/l/cart" onClick={onClose}>
              {t('m1_side_menu_cart')}
            </Link>
          </li>
          <li>
            {signedIn ? (
              <Link to="/l/profile" onClick={onClose}>
                {t('m1_account_title')}
              </Link>
            ) : (
              <Link to="/l/profilelogin" onClick={onClose}>
                {t('m1_side_menu_login')}
              </Link>
            )}
          </li>
          <li>
            <Link to="/l/cartc" onClick={onClose}>
              {t('m1_account_orders')}
            </Link>
          </li>
          <li>
            <Link to="/l/booking" onClick={onClose}>
              {t('m1_side_menu_bookings')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="side-menu__settings">
        <label className="field">
          <span className="field__label">{t('m1_side_menu_country')}</span>
          <select
            value={country}
            onChange={(e) => {
              setCountry(e.target.value);
              if (e.target.value) followCountry(e.target.value);
            }}
          >
            <option value="">—</option>
            {Object.keys(SIDE_MENU_COUNTRIES).map((code) => (
              <option key={code} value={code}>
                {t(`m1_country_${code}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="field">
          <span className="field__label">{t('m1_side_menu_language')}</span>
          <LanguageSwitch />
        </div>
      </div>
      <div className="side-menu__actions">
        {signedIn ? (
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            {t('m1_logout')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => void clearLocalData()}>
          {t('m1_side_menu_clear')}
        </button>
      </div>
      <footer className="side-menu__foot">
        <button
          type="button"
          className="side-menu__version"
          onClick={() => setTaps((now) => countTap(now, Date.now()))}
        >
          {t('p1_side_menu_version', { version: VERSION })}
          {environment !== 'PROD' ? ` · ${environment}` : ''}
        </button>
        {revealsEnvironment(taps) ? (
          <fieldset className="side-menu__environments">
            <legend>{t('m1_side_menu_environment')}</legend>
            {ENVIRONMENTS.map((env) => (
              <button
                key={env}
                type="button"
                className="button button--ghost"
                aria-pressed={environment === env}
                onClick={() => pick(env)}
              >
                {env}
              </button>
            ))}
          </fieldset>
        ) : null}
      </footer>
    </dialog>
  );
}
