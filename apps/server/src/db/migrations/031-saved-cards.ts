import type { Migration } from './migration.ts';

/**
 * Saved cards (issue 16 item 4; spec/2 §3 'Profile' cards, §7 'Cards', 'Add card'). Never a card number or a
 * security code: a card is its vault's token (vault_ref, the provider's name for it) and what a person
 * recognises it by — brand, last four digits, expiry.
 * - saved_cards: a diner's cards, one default per diner and country (partial unique index). A card used once
 *   at checkout without 'saveCard' is kept unlisted, so its order can name it; deleting keeps the row
 *   (deleted_at) for the orders it paid.
 * - card_enrollments: one opening of the vault's hosted form (createcard, tokenizecard); its id is the code the
 *   page comes back with (96 random bits), usable once by the diner who opened it.
 * - sandbox_vault_*: the sandbox card vault's own books (payments/sandbox-vault.ts), as a provider keeps them
 *   on its side: form sessions, tokenized cards (how a test card behaves, not its number) and charges.
 */
export const savedCards: Migration = {
  id: '031-saved-cards',
  statements: [
    `create table saved_cards (
      id text primary key,
      user_id bigint not null references users (id) on delete cascade,
      provider text not null,
      vault_ref text not null,
      gfp integer not null,
      pais text not null,
      brand text not null,
      last4 text not null check (last4 ~ '^[0-9]{4}$'),
      exp_month integer not null check (exp_month between 1 and 12),
      exp_year integer not null,
      is_default boolean not null default false,
      listed boolean not null default true,
      created_at timestamptz not null,
      deleted_at timestamptz
    )`,
    'create index saved_cards_by_user on saved_cards (user_id)',
    `create unique index saved_cards_one_default on saved_cards (user_id, pais)
       where is_default and deleted_at is null`,
    `create table card_enrollments (
      id text primary key,
      user_id bigint not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('save', 'order')),
      pais text not null,
      amount integer not null,
      currency text not null,
      provider text not null,
      vault_token text,
      status text not null default 'open' check (status in ('open', 'tokenized', 'failed', 'used')),
      vault_ref text,
      brand text,
      last4 text,
      exp_month integer,
      exp_year integer,
      card_id text references saved_cards (id),
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    `create table sandbox_vault_sessions (
      token text primary key,
      return_url text not null,
      status text not null default 'open' check (status in ('open', 'completed', 'cancelled', 'finished')),
      card_ref text,
      created_at timestamptz not null
    )`,
    `create table sandbox_vault_cards (
      ref text primary key,
      brand text not null,
      last4 text not null,
      exp_month integer not null,
      exp_year integer not null,
      behaviour text not null check (behaviour in ('approve', 'decline')),
      created_at timestamptz not null,
      removed_at timestamptz
    )`,
    `create table sandbox_vault_charges (
      authorization_code text primary key,
      card_ref text not null references sandbox_vault_cards (ref),
      amount integer not null,
      currency text not null,
      approved boolean not null,
      reversed_at timestamptz,
      at timestamptz not null
    )`,
  ],
};
