import type { Migration } from './migration.ts';

/**
 * Kiosk pairing (spec/3 §4 'Kiosk pairing'). A pairing code lives 5 minutes; the device polls with a
 * secret pairing id, stored only as a hash. Once a technician verifies the code, the row points at the
 * new device; the device's first poll after that takes its token, and the code row goes away.
 * Device tokens are stored only as hashes, like session tokens.
 */
export const kioskDevices: Migration = {
  id: '005-kiosk-devices',
  statements: [
    `create table kiosk_devices (
      id text primary key,
      kind text not null check (kind in ('restaurant', 'portal')),
      name text not null,
      ir text not null default '',
      il text not null default '',
      dp text not null default '',
      portal_id text not null default '',
      token_hash text unique,
      token_issued_at timestamptz,
      paired_by bigint references users (id) on delete set null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create table kiosk_codes (
      pairing_hash text primary key,
      code text not null unique,
      device_iu text not null,
      expires_at timestamptz not null,
      device_id text references kiosk_devices (id) on delete cascade,
      created_at timestamptz not null default now()
    )`,
    'create index kiosk_codes_by_expiry on kiosk_codes (expires_at)',
  ],
};
