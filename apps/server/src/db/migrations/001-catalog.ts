import type { Migration } from './migration.ts';

/**
 * Restaurants and their menus. The static parts (configuration, menu tree) are JSON documents read whole
 * on every menu call; what changes under load — stock — lives in rows, so it can be taken atomically.
 */
export const catalog: Migration = {
  id: '001-catalog',
  statements: [
    `create table restaurants (
      ir text primary key,
      il text not null,
      simple_id integer not null unique,
      dk text not null default '',
      pais text not null,
      slug text not null,
      nombre text not null,
      latitud double precision not null,
      longitud double precision not null,
      profile jsonb not null,
      menu jsonb not null,
      updated_at timestamptz not null default now()
    )`,
    'create index restaurants_by_position on restaurants (latitud, longitud)',
    'create index restaurants_by_path on restaurants (pais, slug)',
    `create table portals (
      id text primary key,
      pais text not null,
      doc jsonb not null
    )`,
    `create table portal_restaurants (
      portal_id text not null references portals (id) on delete cascade,
      ir text not null references restaurants (ir) on delete cascade,
      position integer not null,
      primary key (portal_id, ir)
    )`,
    `create table stock (
      ir text not null references restaurants (ir) on delete cascade,
      kind char(1) not null check (kind in ('p', 'e')),
      item_id text not null,
      stock integer,
      threshold integer not null default 0 check (threshold >= 0),
      sold_out boolean not null default false,
      primary key (ir, kind, item_id)
    )`,
  ],
};
