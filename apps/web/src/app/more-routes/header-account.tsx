import { isGuestProfile } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { UserIcon } from '../../components/icons.tsx';
import { sessionStore, useSession } from '../../features/account/index.ts';
import { NotificationBell, ordersStore } from '../../features/orders/index.ts';

/**
 * The signed-in diner's part of the header (a lazy chunk, loaded only with a session): the notification
 * bell and the account menu (account, orders, logout).
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A table's anonymous guest is 'Guest' on the wire (spec/1 §3): the header says it in the diner's language.
  const name = useSession((s) =>
    isGuestProfile(s.profile) ? t('m1_table_order_guest') : (s.profile?.detApp.nm ?? ''),
  );
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrap.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const logout = async () => {
    setOpen(false);
    await sessionStore.getState().logout();
    ordersStore.getState().reset();
    await navigate('/l/profile');
  };
  return (
    <div className="header-account">
      <NotificationBell />
      <div className="account-menu" ref={wrap}>
        <button
          type="button"
          className="account-menu__button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <UserIcon />
          <span className="account-menu__name">{name || t('m1_account_title')}</span>
        </button>
        <ul id={menuId} className="account-menu__list" hidden={!open}>
          <li>
            <Link to="/l/profile" onClick={() => setOpen(false)}>
              {t('m1_account_title')}
            </Link>
          </li>
          <li>
            <Link to="/l/cartc" onClick={() => setOpen(false)}>
              {t('m1_account_orders')}
            </Link>
          </li>
          <li>
            <Link to="/l/booking" onClick={() => setOpen(false)}>
              {t('m1_bookings_title')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => void logout()}>
              {t('m1_logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
