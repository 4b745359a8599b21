import { type TRestaurantInfo, venueKeyOf } from '@comanda/domain';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** The venue of the path's information (GET /srv/test), or the reason it could not be read. */
export function useVenueInfo(): { info: TRestaurantInfo | null; error: string } {
  const { pais = '', idsimple = '' } = useParams();
  const [info, setInfo] = useState<TRestaurantInfo | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let current = true;
    const key = venueKeyOf(pais, idsimple);
    if (!key) {
      setError(errorMessage(new Error('venue')));
      return;
    }
    api
      .restaurantInfo({ pais: key.pais, sid: key.simpleId, dk: key.dk })
      .then((answer) => current && setInfo(answer))
      .catch((e: unknown) => current && setError(errorMessage(e)));
    return () => {
      current = false;
    };
  }, [pais, idsimple]);
  return { info, error };
}
