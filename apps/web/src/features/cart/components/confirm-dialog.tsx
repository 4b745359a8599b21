import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

/** Asks before removing a line or emptying the cart (spec/1 §4 'Cart lifecycle'). */
export function ConfirmDialog({
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(onCancel);
  const id = useId();
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={id}>
      <p id={id} className="confirm-dialog__message">
        {message}
      </p>
      <div className="confirm-dialog__actions">
        <button type="button" className="cart-button" onClick={onCancel}>
          {t('m1_cancel')}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
