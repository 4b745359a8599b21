import type { TMenu } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { useKioskCart } from './cart-store.ts';
import { toCart } from './flow.ts';

/** The menu's footer: cancel the order (after confirmation) and 'View order (n items)'. */
export function CartBar({ units, menu }: { units: number; menu: TMenu }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useKioskCart((s) => s.cart);
  const [confirming, setConfirming] = useState(false);
  return (
    <footer className="cart-bar">
      <button type="button" className="big-button big-button--quiet" onClick={() => setConfirming(true)}>
        {t('m2000_cancel_order')}
      </button>
      <button
        type="button"
        className="big-button"
        onClick={() => navigate(toCart(menu, cart?.dl.map((l) => l.item) ?? []))}
      >
        {t('m2000_view_order')} · {t('p2000_cart_units', { n: units })}
      </button>
      {confirming ? <CancelOrderDialog onKeep={() => setConfirming(false)} /> : null}
    </footer>
  );
}
