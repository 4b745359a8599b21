import type { TSavedCard } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { sayError } from '../../../lib/error-message.ts';
import { type NoticeText, notify } from '../../../lib/notifications.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { cardsApi } from '../api/cards-api.ts';
import './cards.css';

/**
 * 'Mis tarjetas' (spec/2 §2 'Profile' step 3, route MyCards, /l/mycards): the diner's saved cards, the default
 * first; one made the default, one deleted after a confirmation; 'Agregar tarjeta' opens /l/createcard.
 */
export function MyCardsPage({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [cards, setCards] = useState<TSavedCard[] | null>(null);
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<TSavedCard | null>(null);
  useDocumentTitle(t('m1_cards_title'));

  useEffect(() => {
    if (!token) return;
    cardsApi
      .list()
      .then(setCards)
      .catch(async (failure: unknown) => setError(await sayError(failure)));
  }, [token]);

  const change = async (call: Promise<TSavedCard[]>, done?: NoticeText) => {
    setError('');
    try {
      setCards(await call);
      if (done) notify(done);
    } catch (failure) {
      setError(await sayError(failure));
    }
  };

  if (!token) return <section className="page">{loginSlot}</section>;
  return (
    <section className="page cards" aria-labelledby="cards-title">
      <h1 id="cards-title">{t('m1_cards_title')}</h1>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {cards && cards.length === 0 ? <p>{t('m1_cards_empty')}</p> : null}
      <ul className="cards__list">
        {(cards ?? []).map((card) => (
          <li key={card.id} className="card cards__item" data-testid="saved-card">
            <div>
              <strong>{t('p1_card_label', { brand: card.brand, last4: card.last_four_digits })}</strong>
              <span className="muted small"> · {t('p1_card_expiry', { exp: card.exp })}</span>
              {card.default ? <span className="cards__badge">{t('m1_cards_default')}</span> : null}
            </div>
            <div className="cards__actions">
              {card.default ? null : (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => void change(cardsApi.makeDefault(card.id))}
                >
                  {t('m1_cards_make_default')}
                </button>
              )}
              <button type="button" className="button button--ghost" onClick={() => setDeleting(card)}>
                {t('m1_cards_delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/l/createcard" className="button">
        {t('m1_cards_add')}
      </Link>
      {deleting ? (
        <ConfirmDialog
          title={t('m1_cards_delete_title')}
          message={t('p1_cards_delete_question', { brand: deleting.brand, last4: deleting.last_four_digits })}
          confirmLabel={t('m1_cards_delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const card = deleting;
            setDeleting(null);
            void change(cardsApi.remove(card.id), { key: 'm1_cards_deleted' });
          }}
        />
      ) : null}
    </section>
  );
}
