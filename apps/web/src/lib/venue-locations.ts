import type { VenueKey } from '@comanda/domain';

/**
 * The location id (`irl`, "{restaurant}-{local}") of each venue the site has seen in a list, a search or an
 * info answer. The menu call needs it (spec/1 §7 'Menu'), and a menu path names only the venue: knowing it
 * beforehand, the menu route asks for the restaurant and its menu at once instead of one after the other.
 */
const locations = new Map<string, string>();

const keyOf = (venue: VenueKey) => `${venue.pais}|${venue.simpleId}|${venue.dk}`;

export function rememberLocation(venue: VenueKey, irl: string): void {
  locations.set(keyOf(venue), irl);
}

/** Every restaurant of a list or search answer (`idrl` is its location id). */
export function rememberListed(
  restaurants: readonly { pais: string; simpleId: number; dk: string; idrl: string }[],
): void {
  for (const r of restaurants)
    rememberLocation({ pais: r.pais.toLowerCase(), simpleId: r.simpleId, dk: r.dk }, r.idrl);
}

export function knownLocation(venue: VenueKey): string | undefined {
  return locations.get(keyOf(venue));
}
