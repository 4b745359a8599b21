import {
  productSearchTarget,
  restaurantSearchTarget,
  type SearchCandidate,
  searchRestaurants,
  type TSearchRequest,
  type TSearchResult,
} from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { MenuDocument, RestaurantProfile } from './documents.ts';
import { boundingBox, IN_BOX, toListItem } from './restaurants.ts';

type Product = MenuDocument['products'][number];
type Candidate = SearchCandidate<RestaurantProfile, Product>;

const MAX_ENTRIES = 2000;

/**
 * Free-text search of restaurants and their products (spec/1 §5 'Free-text restaurant search', §7 Search).
 * The scoring is the domain's; this only finds the candidates. Restaurants in the radius's bounding box
 * come from SQL with their version; each one's search targets (names, descriptions, tag labels) are built
 * from its menu document once per version, since reading and walking every nearby menu on each keystroke
 * would cost far more than scoring.
 */
export function createRestaurantSearch(db: Queryable) {
  const candidates = new Map<string, { version: string; candidate: Candidate }>();

  function build(profile: RestaurantProfile, menu: MenuDocument): Candidate {
    const tags = new Map(menu.tags.map((t) => [t.id, t]));
    return {
      restaurant: profile,
      position: { lat: profile.latitud, lng: profile.longitud },
      target: restaurantSearchTarget(profile.nombre),
      products: menu.products.map((product) => ({ product, target: productSearchTarget(product, tags) })),
    };
  }

  async function candidatesIn(request: TSearchRequest): Promise<Candidate[]> {
    const rows = await db.query<{ ir: string; version: string }>(
      `select ir, version::text as version from restaurants where ${IN_BOX}`,
      boundingBox(request, request.distance),
    );
    const missing = rows.filter((r) => candidates.get(r.ir)?.version !== r.version).map((r) => r.ir);
    if (missing.length > 0) {
      const loaded = await db.query<{
        ir: string;
        version: string;
        profile: RestaurantProfile;
        menu: MenuDocument;
      }>('select ir, version::text as version, profile, menu from restaurants where ir = any($1::text[])', [
        missing,
      ]);
      for (const row of loaded) {
        if (candidates.size >= MAX_ENTRIES) candidates.delete(candidates.keys().next().value!);
        candidates.set(row.ir, { version: row.version, candidate: build(row.profile, row.menu) });
      }
    }
    return rows
      .map((r) => candidates.get(r.ir)?.candidate)
      .filter((c): c is Candidate => c?.restaurant.app.active === true);
  }

  return {
    /** Hits by distance, then score, at most maxRecords (50, spec/1 §9). */
    async search(request: TSearchRequest, now: Date): Promise<TSearchResult> {
      const hits = searchRestaurants(request, await candidatesIn(request));
      return hits.map((hit) => ({
        restaurant: toListItem(hit.restaurant, hit.distance, now),
        score: hit.score,
        products: hit.products.map(({ product: p, score }) => ({
          ip: p.ip,
          np: p.np,
          dn: p.dn,
          pm: p.pm,
          refpr: p.refpr,
          foto: p.foto,
          score,
        })),
      }));
    },
  };
}
