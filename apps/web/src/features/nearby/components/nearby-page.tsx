import { useTranslation } from '@comanda/i18n/react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NearbyList } from './nearby-list.tsx';

/** /l/restaurants: every open restaurant around the diner (spec/1 §2 'RestaurantesCercanos'). */
export function NearbyPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('m1_nearby_title')} · ${t('m1_app_name')}`);
  return (
    <div className="nearby page">
      <header className="page-intro">
        <h1>{t('m1_nearby_title')}</h1>
        <p>{t('m1_nearby_subtitle')}</p>
      </header>
      <NearbyList view="all" />
    </div>
  );
}
