import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

/** spec/2 §2 'Saved-modal types: 0 address saved, 1 card saved, 2 address verified, 3 out of coverage'. */
export type SavedModalType = 0 | 1 | 2 | 3;

const TEXTS: Record<SavedModalType, [string, string]> = {
  0: ['m1_saved_address_title', 'm1_saved_address_text'],
  1: ['m1_saved_card_title', 'm1_saved_card_text'],
  2: ['m1_saved_verified_title', 'm1_saved_verified_text'],
  3: ['m1_saved_out_title', 'm1_saved_out_text'],
};

/** The modal after a save (spec/2 §8 'Address dialog' texts), closed by its one button. */
export function SavedModal({ type, onClose }: { type: SavedModalType; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const [title, text] = TEXTS[type];
  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={titleId} data-saved-type={type}>
      <div className="form-stack">
        <h2 id={titleId} className="sheet__title">
          {t(title)}
        </h2>
        <p>{t(text)}</p>
        <div className="sheet__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('m1_accept')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
