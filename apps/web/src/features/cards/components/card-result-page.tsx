import { useTranslation } from '@comanda/i18n/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * /l/createcardok and /l/createcarderror (spec/2 §2 'Card routes'): the end of 'Agregar tarjeta'. 'Tarjeta
 * guardada / Tu tarjeta fue guardada con éxito.' (saved-modal type 1, spec/2 §2); the error says why, and its
 * message also passes as a notification for 10 s (spec/1 §8: the card save error disappears after 10 s).
 */
export function CardResultPage({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const reason = (location.state as { reason?: string } | null)?.reason ?? '';
  const title = ok ? t('m1_card_saved_title') : t('m1_card_error_title');
  useDocumentTitle(title);
  useEffect(() => {
    if (!ok) notify(reason || { key: 'm1_card_error_title' }, { kind: 'slowError' });
  }, [ok, reason]);
  return (
    <div className="page">
      <StatusMessage
        role={ok ? 'status' : 'alert'}
        title={title}
        hint={ok ? t('m1_card_saved_text') : reason || t('m1_card_error_title')}
        headingLevel={1}
        action={
          <Link to={ok ? '/l/mycards' : '/l/createcard'} className="button">
            {ok ? t('m1_cards_see') : t('m1_card_error_retry')}
          </Link>
        }
      />
    </div>
  );
}
