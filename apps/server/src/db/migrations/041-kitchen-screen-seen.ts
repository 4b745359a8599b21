import type { Migration } from './migration.ts';

/**
 * When each kitchen screen last read its board (issue 13 item 2 'revocable by an admin': the back office's
 * 'Pantallas de cocina' lists each screen with it, so an admin tells a screen still on the wall from one gone
 * and revokes the right one). Written at most once a minute per screen (store/kitchen-screens.ts
 * noteScreenSeen); null until the screen first reads its board. Looked up by the screen's account.
 */
export const kitchenScreenSeen: Migration = {
  id: '041-kitchen-screen-seen',
  statements: [
    'alter table kitchen_screens add column last_seen_at timestamptz',
    'create index kitchen_screens_by_user on kitchen_screens (user_id)',
  ],
};
