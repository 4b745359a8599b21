import { useTranslation } from '@comanda/i18n/react';
import { useEffect } from 'react';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useResultsScrollMemory } from '../hooks/use-results-scroll-memory.ts';
import { isSearchable } from '../model/search-query.ts';
import { searchStore, useSearch } from '../store/search-store-instance.ts';
import { SearchHitCard } from './search-hit-card.tsx';

/** Grey placeholders the size of a result while the search runs. */
function ResultsSkeleton() {
  return (
    <ul className="search-results" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="search-hit">
          <span className="skeleton skeleton--line skeleton--wide" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The results of one query, in the server's order (distance, then score; spec/1 §5), in every state:
 * searching, failure (the server's readable message) with retry, nothing found, found.
 * A query under 2 characters is never sent; the search box above says why.
 */
export function SearchResults({ query, category }: { query: string; category?: string }) {
  const { t } = useTranslation();
  const trimmed = query.trim();
  // Results of another query may still be in the store for one render, until the effect below runs.
  const current = useSearch((s) => s.query === trimmed && s.category === (category ?? null));
  const status = useSearch((s) => s.status);
  const hits = useSearch((s) => s.hits);
  const error = useSearch((s) => s.error);
  const ready = current && status === 'ready';
  useResultsScrollMemory(ready);

  useEffect(() => {
    void searchStore.getState().search(trimmed, category);
  }, [trimmed, category]);

  if (!isSearchable(trimmed)) return null;
  if (!current || status === 'idle' || status === 'loading') {
    return (
      <>
        <LoadingNote text={t('m1_search_loading')} />
        <ResultsSkeleton />
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
          <button
            type="button"
            className="button"
            onClick={() => {
              searchStore.getState().reset();
              void searchStore.getState().search(trimmed, category);
            }}
          >
            {t('m1_retry')}
          </button>
        }
      />
    );
  }
  if (hits.length === 0) {
    return <StatusMessage title={t('m1_search_empty_title')} hint={t('m1_search_empty_hint')} />;
  }
  return (
    <>
      <p className="search-results__count" role="status">
        {t('p1_search_found', { n: hits.length })}
      </p>
      <ul className="search-results">
        {hits.map((hit) => (
          <SearchHitCard key={`${hit.restaurant.idrl}-${hit.restaurant.dk}`} hit={hit} />
        ))}
      </ul>
    </>
  );
}
