import { useTranslation } from '@comanda/i18n/react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isSearchable } from '../model/search-query.ts';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';
import './discovery.css';

/** /l/search?q=…: restaurants and products matching the diner's text (spec/1 §2, §5, §7 'Search'). */
export function SearchPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = (new URLSearchParams(search).get('q') ?? '').trim();
  const heading = isSearchable(query) ? t('p1_search_results_for', { q: query }) : t('m1_search_title');
  useDocumentTitle(`${heading} · ${t('m1_app_name')}`);
  return (
    <div className="search page">
      <header className="page-intro">
        <h1>{heading}</h1>
      </header>
      {/* Keyed by the query so back and forward show the query of the page they land on. */}
      <SearchBox key={query} initial={query} />
      <SearchResults query={query} />
    </div>
  );
}
