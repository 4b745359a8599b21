import {
  bookingOffered,
  deriveServices,
  greatCircleKm,
  scheduleWithinShifts,
  shiftState,
  type TMenu,
  type TRestaurantInfo,
  type TRestaurantInfoQuery,
  type TRestaurantListItem,
  type TShift,
} from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { MenuDocument, RestaurantProfile } from './documents.ts';

/** Where the server serves catalog images from (see routes/static.ts). */
export const MEDIA_BASE = '/media/';

/** The restaurant a GET /srv/test query names: by simple id, by restaurant id, or by country and name slug. */
export async function findProfile(db: Queryable, q: TRestaurantInfoQuery): Promise<RestaurantProfile | null> {
  const rows = q.sid
    ? await db.query<{ profile: RestaurantProfile }>('select profile from restaurants where simple_id = $1', [
        q.sid,
      ])
    : q.xir
      ? await db.query<{ profile: RestaurantProfile }>('select profile from restaurants where ir = $1', [
          q.xir,
        ])
      : await db.query<{ profile: RestaurantProfile }>(
          'select profile from restaurants where pais = $1 and slug = $2 order by simple_id',
          [q.pais, q.name],
        );
  const profile = rows.find((r) => r.profile.dk === q.dk)?.profile ?? null;
  if (!profile) return null;
  // Every given part of the address must agree, so /r/es/<slug>/101 does not open a Chilean restaurant.
  if (q.sid && q.name === undefined && q.xir === undefined && profile.pais !== q.pais) return null;
  if (q.xil && profile.il !== q.xil) return null;
  return profile;
}

export function toRestaurantInfo(p: RestaurantProfile): TRestaurantInfo {
  return {
    id: `${p.ir}-${p.il}`,
    ir: p.ir,
    il: p.il,
    simpleId: p.simpleId,
    dk: p.dk,
    nombre: p.nombre,
    slug: p.slug,
    pais: p.pais,
    direccion: p.direccion,
    comuna: p.comuna,
    ciudad: p.ciudad,
    latitud: p.latitud,
    longitud: p.longitud,
    logo: p.logo,
    fotoPortada: p.fotoPortada,
    tipoCocina: p.tipoCocina,
    serviciosResto: derivedServices(p),
    priceRange: p.priceRange,
    tz: p.tz,
    _tieneReserva: bookingOffered(p),
    webConfig: p.web,
    cfg: { app: p.app, kiosk: p.kiosk },
    // A profile saved before photos existed has none: the answer then leaves them out (the contract's []).
    fotos: p.fotos,
    // The hours the alternative info screen shows: the shifts without their booking fields (rv, cv, jid).
    horario: p.shifts.map(({ hi, hf, si, sf, d }) => ({ hi, hf, si, sf, d })),
  };
}

/**
 * The latitude/longitude box around a point that holds every place within radiusKm: it narrows rows in SQL
 * (the position index), then the great-circle distance decides.
 */
export function boundingBox(point: { lat: number; lng: number }, radiusKm: number): number[] {
  const latSpan = radiusKm / 110.574;
  const lngSpan = radiusKm / (111.32 * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return [point.lat - latSpan, point.lat + latSpan, point.lng - lngSpan, point.lng + lngSpan];
}

/** `where` clause for boundingBox's four parameters, from $1. */
export const IN_BOX = 'latitud between $1 and $2 and longitud between $3 and $4';

/**
 * Restaurants within radiusKm of a point, nearest first (spec/1 §7 'Open restaurants'). A bounding box
 * narrows the rows in SQL; the great-circle distance decides. `only`: a venue guest's restaurants (store/venues.ts).
 */
export async function nearbyRestaurants(
  db: Queryable,
  point: { lat: number; lng: number },
  radiusKm: number,
  now: Date,
  only: ReadonlySet<string> | null = null,
): Promise<TRestaurantListItem[]> {
  const rows = await db.query<{ profile: RestaurantProfile }>(
    `select profile from restaurants where ${IN_BOX}`,
    boundingBox(point, radiusKm),
  );
  return rows
    .filter(({ profile }) => only === null || only.has(profile.ir))
    .map(({ profile: p }) => ({ p, distance: greatCircleKm(point, { lat: p.latitud, lng: p.longitud }) }))
    .filter(({ p, distance }) => distance <= radiusKm && p.app.active)
    .sort((a, b) => a.distance - b.distance)
    .map(({ p, distance }) => toListItem(p, distance, now));
}

/** A restaurant as lists show it (spec/1 §3 'Restaurant in lists'), `distance` km from the asked point. */
export function toListItem(p: RestaurantProfile, distance: number, now: Date): TRestaurantListItem {
  return {
    idrl: `${p.ir}-${p.il}`,
    nombreRestaurant: p.nombre,
    direccion: p.direccion,
    ciudad: p.ciudad,
    comuna: p.comuna,
    pais: p.pais,
    status: shiftState(p.shifts, now, p.tz, p.holidays),
    latitud: p.latitud,
    longitud: p.longitud,
    distancia: Math.round(distance * 100) / 100,
    tipoCocina: p.tipoCocina,
    serviciosResto: derivedServices(p),
    simpleId: p.simpleId,
    logoUrl: p.logo,
    dk: p.dk,
    slug: p.slug,
    priceRange: p.priceRange,
    colorP: p.app.colorP,
    cur: p.app.cur,
    selfat: p.app.selfat,
  };
}

/**
 * The services bitmask answers carry: bits 8, 4 and 9 follow the configuration (spec/2 §3). Profiles saved
 * before webConfig had rsvp read it as off.
 */
const derivedServices = (p: RestaurantProfile) =>
  deriveServices(p.serviciosResto, { rsvp: p.web.rsvp === true, pickup: p.app.ordpick, delivery: p.app.ord });

type StockRow = {
  kind: 'p' | 'e';
  item_id: string;
  stock: number | null;
  threshold: number;
  sold_out: boolean;
};

/** A menu without its shift state, plus what the shift state is computed from (it changes with the clock). */
export type MenuParts = {
  menu: Omit<TMenu, 'ta'>;
  shifts: TShift[];
  /** Undefined in a profile saved before holidays existed. */
  holidays: string[] | undefined;
};

/** The menu of a location, with live stock laid over the menu document; null when there is no such location. */
export async function loadMenuParts(
  db: Queryable,
  location: { ir: string; il: string; dk: string },
): Promise<MenuParts | null> {
  const [row] = await db.query<{ profile: RestaurantProfile; menu: MenuDocument }>(
    'select profile, menu from restaurants where ir = $1 and il = $2 and dk = $3',
    [location.ir, location.il, location.dk],
  );
  if (!row) return null;
  const stockRows = await db.query<StockRow>(
    'select kind, item_id, stock, threshold, sold_out from stock where ir = $1',
    [location.ir],
  );
  const stockOf = new Map(stockRows.map((s) => [`${s.kind}:${s.item_id}`, s]));
  const live = (kind: 'p' | 'e', id: string) => {
    const s = stockOf.get(`${kind}:${id}`);
    return { stock: s?.stock ?? null, crinvol: s?.threshold ?? 0, agot: s?.sold_out ?? false };
  };
  const { profile, menu } = row;
  return {
    shifts: profile.shifts,
    holidays: profile.holidays,
    menu: {
      jprods: menu.categories,
      prods: menu.products.map((p) => ({ ...p, ...live('p', p.ip) })),
      jextras: menu.extraGroups,
      extras: menu.extras.map((e) => ({ ...e, ...live('e', e.pl) })),
      cf: { app: profile.app, web: profile.web },
      // The slots a diner may pick lie within both the dispatch rows and the opening shifts (issue 15).
      dt: scheduleWithinShifts(profile.schedule, profile.shifts),
      dm: profile.paymentMethods,
      img: MEDIA_BASE,
      tz: profile.tz,
      poly: profile.polygons,
      promos: menu.promos,
      tags: menu.tags,
      holidays: profile.holidays ?? [],
    },
  };
}

/** The highest catalog version of a location (restaurant row or any stock row); null when it does not exist. */
export async function catalogVersion(
  db: Queryable,
  location: { ir: string; il: string; dk: string },
): Promise<string | null> {
  const [row] = await db.query<{ version: string }>(
    `select greatest(r.version, coalesce((select max(s.version) from stock s where s.ir = r.ir), 0))::text as version
     from restaurants r where r.ir = $1 and r.il = $2 and r.dk = $3`,
    [location.ir, location.il, location.dk],
  );
  return row?.version ?? null;
}

/** The first restaurant with a kiosk configuration: the one a browser-mode kiosk starts paired to. */
export async function firstKioskRestaurant(db: Queryable): Promise<RestaurantProfile | null> {
  const [row] = await db.query<{ profile: RestaurantProfile }>(
    `select profile from restaurants where jsonb_typeof(profile->'kiosk') = 'object' order by simple_id limit 1`,
  );
  return row?.profile ?? null;
}
