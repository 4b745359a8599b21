import type { TProduct, TTag } from '@comanda/domain';
import { useEffect, useMemo, useState } from 'react';
import type { searchMenu } from '../model/menu-search.ts';

/**
 * The in-menu search's results (model/menu-search.ts), null while there is nothing to search. The search's
 * rules load with the first letter the diner types, not with the menu (issue 11, the menu page's first-load
 * JavaScript); they are there before a second letter, which a search needs.
 */
export function useMenuSearch(
  query: string,
  products: readonly TProduct[],
  tags: ReadonlyMap<string, TTag>,
): TProduct[] | null {
  const [search, setSearch] = useState<typeof searchMenu | null>(null);
  const typed = query.trim() !== '';
  useEffect(() => {
    if (!typed || search) return;
    let live = true;
    void import('../model/menu-search.ts').then((m) => live && setSearch(() => m.searchMenu));
    return () => {
      live = false;
    };
  }, [typed, search]);
  return useMemo(
    () => (search && typed ? search(query, products, tags) : null),
    [search, typed, query, products, tags],
  );
}
