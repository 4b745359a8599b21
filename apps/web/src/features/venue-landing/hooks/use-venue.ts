import type { TVenueInfoAnswer } from '@comanda/domain';
import { useEffect, useState } from 'react';
import { venues } from '../api/venue-api.ts';

/** 'none': the host is no venue's (or the venue could not be read) — the page goes home (spec/2 §2). */
export type VenueState =
  | { status: 'loading' }
  | { status: 'ready'; venue: TVenueInfoAnswer }
  | { status: 'none' };

/** The asking host's venue (GET /srv/venueinfo). */
export function useVenue(): VenueState {
  const [state, setState] = useState<VenueState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    venues.info().then(
      (venue) => live && setState({ status: 'ready', venue }),
      () => live && setState({ status: 'none' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
