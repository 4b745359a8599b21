import { useTranslation } from '@comanda/i18n/react';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { CartPanel } from './cart-panel.tsx';

/** The cart on a phone: a full-height modal opened from the 'Ver pedido' footer. */
export function CartDrawer({ onClose, ...panel }: Parameters<typeof CartPanel>[0] & { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  return (
    <dialog ref={ref} className="cart-drawer" aria-label={t('m1_cart_title')}>
      <button type="button" className="cart-drawer__close" onClick={onClose} aria-label={t('m1_close')}>
        <span aria-hidden="true">×</span>
      </button>
      <CartPanel {...panel} />
    </dialog>
  );
}
