import { parseVenueId } from '@comanda/domain';
import { useMemo } from 'react';
import { useParams } from '../../../lib/router/index.ts';
import type { VenueKey } from '../api/fetch-restaurant-menu.ts';

/**
 * The venue a menu path names (/r/{pais}/{name}/{idsimple}/menu), or null when the id part is not a
 * simple id. The name part is only for people and search engines; the id decides.
 */
export function useVenueKey(): VenueKey | null {
  const { pais = '', idsimple = '' } = useParams();
  return useMemo(() => {
    const id = parseVenueId(idsimple);
    if (!id || !/^[a-z]{2}$/i.test(pais)) return null;
    return { pais: pais.toLowerCase(), simpleId: id.simpleId, dk: id.dk };
  }, [pais, idsimple]);
}
