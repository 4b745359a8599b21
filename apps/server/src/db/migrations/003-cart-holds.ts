import type { Migration } from './migration.ts';

/**
 * Stock a cart holds (spec/1 §4 'Cart lifecycle': adding to the cart reduces stock, removing or emptying
 * releases it). A hold records units already taken from a limited `stock` row, so a release can give back
 * at most what the cart took, and the cart outlives a page reload or a server restart. Holds of a cart
 * expire together 12 h after its last change (CART_EXPIRY_SECONDS); the sweeper gives them back.
 */
export const cartHolds: Migration = {
  id: '003-cart-holds',
  statements: [
    `create table cart_holds (
      cart_id text not null,
      ir text not null,
      kind char(1) not null check (kind in ('p', 'e')),
      item_id text not null,
      quantity integer not null check (quantity > 0),
      expires_at timestamptz not null,
      primary key (cart_id, ir, kind, item_id),
      foreign key (ir, kind, item_id) references stock (ir, kind, item_id) on delete cascade
    )`,
    'create index cart_holds_by_expiry on cart_holds (expires_at)',
  ],
};
