import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import './panels.css';

/** Asks before something that cannot be undone (cancel an order, delete an address). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title?: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(onCancel);
  const id = useId();
  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={id} role="alertdialog">
      {title ? (
        <h2 id={id} className="sheet__title">
          {title}
        </h2>
      ) : null}
      <p id={title ? undefined : id}>{message}</p>
      <div className="sheet__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {cancelLabel ?? t('m1_cancel')}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
