import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { useNearby } from '../store/nearby-store-instance.ts';
import { NearbyList } from './nearby-list.tsx';

/** The nearby block of home: the short list of 10 and a link to the full list at /l/restaurants. */
export function NearbyBlock() {
  const { t } = useTranslation();
  const hasList = useNearby((s) => s.status === 'ready' && s.restaurants.length > 0);
  return (
    <section className="nearby nearby--home" aria-labelledby="nearby-title">
      <div className="nearby__head">
        <h2 id="nearby-title" className="nearby__title">
          {t('m1_nearby_title')}
        </h2>
        {hasList ? (
          <Link to="/l/restaurants" className="nearby__see-all">
            {t('m1_nearby_see_all')}
          </Link>
        ) : null}
      </div>
      <NearbyList view="home" />
    </section>
  );
}
