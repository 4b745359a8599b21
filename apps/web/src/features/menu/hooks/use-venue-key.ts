import { type VenueKey, venueKeyOf } from '@comanda/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router';

/**
 * The venue a menu path names (/r/{pais}/{name}/{idsimple}/menu), or null when the id part is not a
 * simple id. The name part is only for people and search engines; the id decides.
 */
export function useVenueKey(): VenueKey | null {
  const { pais = '', idsimple = '' } = useParams();
  return useMemo(() => venueKeyOf(pais, idsimple), [pais, idsimple]);
}
