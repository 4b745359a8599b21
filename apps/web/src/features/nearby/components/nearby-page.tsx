import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListScrollMemory } from '../hooks/use-list-scroll-memory.ts';
import { nearbyStore, useNearby } from '../store/nearby-store-instance.ts';
import { NearbySkeleton } from './nearby-skeleton.tsx';
import { RestaurantCard } from './restaurant-card.tsx';
import './nearby.css';

/** Home: open restaurants around the diner, or around the default point (spec/1 §2 screen 12). */
export function NearbyPage() {
  const { t } = useTranslation();
  const status = useNearby((s) => s.status);
  const restaurants = useNearby((s) => s.restaurants);
  const error = useNearby((s) => s.error);
  useDocumentTitle(`${t('m1_nearby_title')} · ${t('m1_app_name')}`);
  useListScrollMemory(status === 'ready');

  useEffect(() => {
    void nearbyStore.getState().load();
  }, []);

  return (
    <div className="nearby page">
      <header className="page-intro">
        <h1>{t('m1_nearby_title')}</h1>
        <p>{t('m1_nearby_subtitle')}</p>
      </header>
      {status === 'idle' || status === 'loading' ? (
        <>
          <LoadingNote text={t('m1_nearby_loading')} />
          <NearbySkeleton />
        </>
      ) : null}
      {status === 'error' ? (
        <StatusMessage
          role="alert"
          title={t('m1_error_title')}
          hint={error ?? t('m1_error_generic')}
          action={
            <button type="button" className="button" onClick={() => void nearbyStore.getState().load()}>
              {t('m1_retry')}
            </button>
          }
        />
      ) : null}
      {status === 'ready' && restaurants.length === 0 ? (
        <StatusMessage title={t('m1_nearby_empty_title')} hint={t('m1_nearby_empty_hint')} />
      ) : null}
      {status === 'ready' && restaurants.length > 0 ? (
        <ul className="nearby-list">
          {restaurants.map((restaurant) => (
            <RestaurantCard key={`${restaurant.idrl}-${restaurant.dk}`} restaurant={restaurant} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
