import { useTranslation } from '@comanda/i18n/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CategoryBanners } from './category-banners.tsx';
import { SearchBox } from './search-box.tsx';
import './discovery.css';

/**
 * Home (spec/2 §2): the search box, the food-category banners and the nearby-restaurants block. The
 * block belongs to the nearby feature; app/routes hands it in, so the two features stay apart.
 */
export function HomePage({ nearby }: { nearby: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(`${t('m1_home_title')} · ${t('m1_app_name')}`);
  return (
    <div className="home page">
      <header className="page-intro home__intro">
        <h1>{t('m1_home_title')}</h1>
        <p>{t('m1_home_subtitle')}</p>
      </header>
      <SearchBox />
      <CategoryBanners />
      {nearby}
    </div>
  );
}
