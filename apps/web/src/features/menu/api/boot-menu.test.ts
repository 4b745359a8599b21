import { describe, expect, it } from 'vitest';
import { readBootMenu } from './boot-menu.ts';

// The boot block's own content is checked against the API in apps/server/src/routes/page-boot.test.ts;
// here: which boot blocks the page may use.
const venue = { pais: 'cl', simpleId: 101, dk: '' };

describe('reading the boot data of a menu page', () => {
  it('refuses what is missing, not JSON, of another venue, or not an API answer', () => {
    expect(readBootMenu(null, venue)).toBeNull();
    expect(readBootMenu('{', venue)).toBeNull();
    const other = {
      venue: { ...venue, simpleId: 102 },
      info: { ok: true, data: {} },
      menu: { ok: true, data: {} },
    };
    expect(readBootMenu(JSON.stringify(other), venue)).toBeNull();
    const broken = { venue, info: { ok: true, data: { id: 5 } }, menu: { ok: true, data: {} } };
    expect(readBootMenu(JSON.stringify(broken), venue)).toBeNull();
    const refused = { venue, info: { ok: false, error: { code: 'x', message: 'y' } }, menu: null };
    expect(readBootMenu(JSON.stringify(refused), venue)).toBeNull();
  });
});
