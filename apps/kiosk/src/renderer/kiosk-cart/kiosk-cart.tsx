import { formatMoney, lineUnitPrice, localText, type TMenu, type TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../common/confirm-dialog.tsx';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { kioskBrand } from '../kiosk-data/brand.ts';
import type { EditState } from '../kiosk-product/kiosk-product.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { CartLine } from './cart-line.tsx';
import { useKioskCart } from './cart-store.ts';
import { afterCart } from './flow.ts';
import { useCartTotal } from './use-cart-total.ts';
import { useCatalog } from './use-catalog.ts';
import './kiosk-cart.css';

/** /KioskCart (spec/3 §2, §4): lines with edit and delete, the total, cancel and continue. */
export function KioskCart() {
  const { t } = useTranslation();
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {({ info, menu }) => <CartScreen info={info} menu={menu} />}
    </KioskDataGate>
  );
}

function CartScreen({ info, menu }: { info: TRestaurantInfo; menu: TMenu }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const brand = kioskBrand(info);
  const index = useCatalog(menu);
  const cart = useKioskCart((s) => s.cart);
  const load = useKioskCart((s) => s.load);
  const remove = useKioskCart((s) => s.remove);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => {
    void load();
  }, [load]);
  const priced = useCartTotal(cart, index);
  const lines = cart?.dl ?? [];

  // spec/3 §4: edit reopens the product with the line's values; the line changes only on 'save'.
  const edit = (i: number) => {
    const line = lines[i]!;
    const state: { edit: EditState } = {
      edit: { indiceCart: line.indiceCart, cant: line.cant, extras: line.extras, ct: line.ct },
    };
    navigate(`/KioskProduct/${encodeURIComponent(line.item)}`, { state });
  };

  return (
    <main className="screen" style={brandStyle(brand.colour)}>
      <header className="screen-header">
        <h1>{t('m2000_cart_title')}</h1>
        {cart?.mesa ? (
          <p className="cart-table">
            {t('p2000_table_label', {
              n: localText(cart.mesaName, cart.mesaNameTrad, i18n.language) || cart.mesa,
            })}
          </p>
        ) : null}
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="screen-body" tabIndex={0} aria-labelledby="cart-total-label">
        {lines.length === 0 ? (
          <p role="status" className="cart-empty">
            {t('m2000_cart_empty')}
          </p>
        ) : (
          <ul className="cart-lines">
            {lines.map((line, i) => (
              <CartLine
                key={line.indiceCart}
                line={line}
                index={index}
                unit={priced.lines[i] ?? lineUnitPrice(index, line.item, line.extras)}
                currency={brand.currency}
                onEdit={() => edit(i)}
                onDelete={() => setDeleting(line.indiceCart)}
              />
            ))}
          </ul>
        )}
        <p className="cart-total">
          <span id="cart-total-label">{t('m2000_total')}</span>
          <strong>{formatMoney(priced.total, brand.currency)}</strong>
        </p>
      </section>
      <footer className="screen-footer cart-footer">
        <button type="button" className="big-button big-button--quiet" onClick={() => setCancelling(true)}>
          {t('m2000_cancel_order')}
        </button>
        <button
          type="button"
          className="big-button big-button--quiet"
          onClick={() => navigate('/ProductMenu')}
        >
          {t('m2000_keep_ordering')}
        </button>
        <button
          type="button"
          className="big-button"
          disabled={lines.length === 0}
          onClick={() => navigate(afterCart(info))}
        >
          {t('m2000_continue')}
        </button>
      </footer>
      {deleting !== null ? (
        <ConfirmDialog
          question={t('m2000_delete_confirm')}
          yes={t('m2000_yes_delete')}
          no={t('m2000_no_keep')}
          onYes={() => {
            void remove(deleting);
            setDeleting(null);
          }}
          onNo={() => setDeleting(null)}
        />
      ) : null}
      {cancelling ? <CancelOrderDialog onKeep={() => setCancelling(false)} /> : null}
    </main>
  );
}
