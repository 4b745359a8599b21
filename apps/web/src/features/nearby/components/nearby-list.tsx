import { NEARBY_SHORT_LIST } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect } from 'react';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useListScrollMemory } from '../hooks/use-list-scroll-memory.ts';
import type { NearbyView } from '../store/nearby-store.ts';
import { nearbyStore, useNearby } from '../store/nearby-store-instance.ts';
import { NearbySkeleton } from './nearby-skeleton.tsx';
import { RestaurantCard } from './restaurant-card.tsx';
import './nearby.css';

/**
 * The open restaurants around the diner in every state: skeleton, failure with retry, the empty texts
 * of spec/1 §8, the list. On home only the short list of 10 is shown (spec/1 §2 screen 12, §9).
 */
export function NearbyList({ view }: { view: NearbyView }) {
  const { t } = useTranslation();
  const status = useNearby((s) => s.status);
  const restaurants = useNearby((s) => s.restaurants);
  const error = useNearby((s) => s.error);
  useListScrollMemory(view, status === 'ready');

  useEffect(() => {
    void nearbyStore.getState().load();
  }, []);

  if (status === 'idle' || status === 'loading') {
    return (
      <>
        <LoadingNote text={t('m1_nearby_loading')} />
        <NearbySkeleton />
      </>
    );
  }
  if (status === 'error') {
    return (
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
    );
  }
  if (restaurants.length === 0) {
    return <StatusMessage title={t('m1_nearby_empty_title')} hint={t('m1_nearby_empty_hint')} />;
  }
  const shown = view === 'home' ? restaurants.slice(0, NEARBY_SHORT_LIST) : restaurants;
  return (
    <ul className="nearby-list">
      {shown.map((restaurant) => (
        <RestaurantCard
          key={`${restaurant.idrl}-${restaurant.dk}`}
          restaurant={restaurant}
          headingLevel={view === 'home' ? 3 : 2}
        />
      ))}
    </ul>
  );
}
