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
  it('hands over the server answers as they are, without parsing them (the HTML was drawn from them)', () => {
    const info = { id: 'loc-1', pais: 'cl', nombre: 'Sánguches' };
    const menu = { cats: [], prods: [] };
    const boot = { venue, info: { ok: true, data: info }, menu: { ok: true, data: menu } };
    expect(readBootMenu(JSON.stringify(boot), venue)).toEqual({ info, menu });
    const noMenu = { venue, info: { ok: true, data: info }, menu: { ok: true, data: null } };
    expect(readBootMenu(JSON.stringify(noMenu), venue)).toBeNull();
  });
});
