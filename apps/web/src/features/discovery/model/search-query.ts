import { SEARCH_MIN_QUERY_LENGTH } from '@comanda/domain';

/** A query worth sending: at least 2 characters once trimmed (spec/1 §5, §9). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_QUERY_LENGTH;
}

/** The results page of a query: /l/search?q=… (spec/1 §2 'RestaurantesCercanos … /l/search'). */
export function searchPath(query: string): string {
  return `/l/search?${new URLSearchParams({ q: query.trim() })}`;
}
