import { asLanguage } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { findBanner } from '../model/banners.ts';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';
import './discovery.css';

/**
 * /l/searchcat/{catsearch}: a food category's search (spec/2 §2 'Home'): its dishes and restaurants only
 * (rules/food-category.ts), under the banner's title. A catsearch that is no banner of ours is searched as
 * text, as it is written.
 */
export function SearchCatPage() {
  const { t, i18n } = useTranslation();
  const catsearch = useParams().catsearch ?? '';
  const banner = findBanner(catsearch);
  const lang = asLanguage(i18n.language) ?? 'es';
  const heading = banner ? banner.title[lang] : t('p1_search_results_for', { q: catsearch });
  const query = banner ? banner.category.term : catsearch;
  useDocumentTitle(`${heading} · ${t('m1_app_name')}`);
  return (
    <div className="search page">
      <header className="page-intro search__intro">
        {banner ? <img className="search__banner" src={banner.image} alt="" width={96} height={60} /> : null}
        <div>
          <h1>{heading}</h1>
          <p>{t('m1_search_cat_subtitle')}</p>
        </div>
      </header>
      <SearchBox key={catsearch} />
      <SearchResults query={query} category={banner?.id} />
    </div>
  );
}
