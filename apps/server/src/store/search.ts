import {
  cuisineKeywords,
  findFoodCategory,
  isSoldOut,
  productSearchTarget,
  restaurantSearchTarget,
  type SearchCandidate,
  searchEstimate,
  searchFoodCategory,
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
    // A product is filed under the categories that list it and their parents (ids grow 3 characters a level).
    const categoryNames = new Map<string, string[]>();
    for (const c of menu.categories) {
      const chain = menu.categories.filter((p) => c.id.startsWith(p.id));
      const names = chain.flatMap((p) => [p.name, ...Object.values(p.nombreTrad)]);
      for (const ip of c.prods) categoryNames.set(ip, [...(categoryNames.get(ip) ?? []), ...names]);
    }
    return {
      restaurant: profile,
      position: { lat: profile.latitud, lng: profile.longitud },
      target: restaurantSearchTarget(profile.nombre, cuisineKeywords(profile.tipoCocina)),
      products: menu.products.map((product) => ({
        product,
        target: productSearchTarget(product, tags, categoryNames.get(product.ip)),
      })),
    };
  }

  async function candidatesIn(
    request: TSearchRequest,
    only: ReadonlySet<string> | null,
  ): Promise<Candidate[]> {
    const inBox = await db.query<{ ir: string; version: string }>(
      `select ir, version::text as version from restaurants where ${IN_BOX}`,
      boundingBox(request, request.distance),
    );
    const rows = only ? inBox.filter((r) => only.has(r.ir)) : inBox;
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

  /** The found products that are sold out now, by restaurant (the stock rows hold the live level). */
  async function soldOut(
    hits: readonly { restaurant: RestaurantProfile; products: { product: Product }[] }[],
  ) {
    const found = new Set(
      hits.flatMap((h) => h.products.map(({ product }) => `${h.restaurant.ir} ${product.ip}`)),
    );
    if (found.size === 0) return new Set<string>();
    const rows = await db.query<{
      ir: string;
      item_id: string;
      stock: number | null;
      threshold: number;
      sold_out: boolean;
    }>(
      "select ir, item_id, stock, threshold, sold_out from stock where kind = 'p' and ir = any($1::text[])",
      [[...new Set(hits.map((h) => h.restaurant.ir))]],
    );
    return new Set(
      rows
        .filter((r) => found.has(`${r.ir} ${r.item_id}`))
        .filter((r) => isSoldOut({ stock: r.stock, crinvol: r.threshold, agot: r.sold_out }))
        .map((r) => `${r.ir} ${r.item_id}`),
    );
  }

  return {
    /**
     * Hits by distance, then score, at most maxRecords (50, spec/1 §9): the text's, or a food category's
     * only when the request names one (a home banner, rules/food-category.ts). `only`: the restaurants a venue
     * guest may see (store/venues.ts guestRestaurantIds), kept out before the 50 are counted.
     */
    async search(
      request: TSearchRequest,
      now: Date,
      only: ReadonlySet<string> | null = null,
    ): Promise<TSearchResult> {
      const candidates = await candidatesIn(request, only);
      const category = request.category ? findFoodCategory(request.category) : undefined;
      const hits = category
        ? searchFoodCategory({ ...request, category }, candidates)
        : searchRestaurants(request, candidates);
      const gone = await soldOut(hits);
      return hits.map((hit) => ({
        restaurant: toListItem(hit.restaurant, hit.distance, now),
        estimate: searchEstimate(hit.restaurant.app),
        score: hit.score,
        products: hit.products.map(({ product: p, score }) => ({
          ip: p.ip,
          np: p.np,
          nombreTrad: p.nombreTrad,
          dn: p.dn,
          dnTrad: p.dnTrad,
          agot: gone.has(`${hit.restaurant.ir} ${p.ip}`),
          pm: p.pm,
          refpr: p.refpr,
          foto: p.foto,
          score,
        })),
      }));
    },
  };
}
