import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useId } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

/**
 * The alternative screen's modals (more info, contact, share, the reservation's sign-in): a native modal
 * <dialog> named by its title, so focus stays inside while it is open, Escape and 'Cerrar' close it and focus
 * goes back to the button that opened it (lib/use-modal-dialog.ts).
 */
export function InfoDialog({
  title,
  onClose,
  children,
  name,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What the tests and styles know the dialog by (data-dialog). */
  name: string;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const id = useId();
  return (
    <dialog ref={ref} className="sheet info-dialog" aria-labelledby={id} data-dialog={name}>
      <h2 id={id} className="sheet__title">
        {title}
      </h2>
      {children}
      <div className="sheet__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('m1_close')}
        </button>
      </div>
    </dialog>
  );
}
