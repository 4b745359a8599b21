import { useTranslation } from '@comanda/i18n/react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { staffAccounts } from '../api/staff-api.ts';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';
import { Board } from './board.tsx';
import { StaffSignIn } from './staff-sign-in.tsx';
import { VenuePicker } from './venue-picker.tsx';
import './staff-orders.css';

/** /staff: the kitchen's live order board (module 5000, spec/3 §4 'Staff gating'). */
export function StaffOrdersPage() {
  const { t } = useTranslation();
  const token = useBoard((s) => s.token);
  const irl = useBoard((s) => s.irl);
  const venue = useBoard((s) => s.venue);
  useDocumentTitle(venue ? `${t('m5000_board_title')} · ${venue}` : t('m5000_board_title'));
  const signOut = async () => {
    try {
      await staffAccounts.logout();
    } catch {
      // The session is forgotten here either way.
    }
    boardStore.getState().signOut();
  };
  return (
    <section className="page staff-board" aria-labelledby="staff-board-title">
      <header className="staff-board__head">
        <div>
          <h1 id="staff-board-title">
            {venue ? `${t('m5000_board_title')} · ${venue}` : t('m5000_board_title')}
          </h1>
          {!token ? <p>{t('m5000_board_intro')}</p> : null}
        </div>
        {token ? (
          <div className="row-actions">
            {irl ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => boardStore.getState().leaveVenue()}
              >
                {t('m5000_change_venue')}
              </button>
            ) : null}
            <button type="button" className="button button--ghost" onClick={() => void signOut()}>
              {t('m9000_sign_out')}
            </button>
          </div>
        ) : null}
      </header>
      {!token ? <StaffSignIn /> : !irl ? <VenuePicker /> : <Board />}
    </section>
  );
}
