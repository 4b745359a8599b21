import { ZVenueSettings } from '@comanda/domain';
import { expect } from 'vitest';
import { catalogChanges } from '../store/catalog-changes.ts';
import { signIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/** A person whose only module-9000 row is one restaurant's (level 5 unless told): its manager, signed in. */
export async function managerOf(app: TestApp, email: string, ir: string, level = 5): Promise<string> {
  await signIn(app.app, email, 2000);
  await app.db.query(
    `insert into staff_roles (user_id, module, ir, il, role, level)
     select id, 9000, $2, '', 'manager', $3 from users where email = $1`,
    [email, ir, level],
  );
  return signIn(app.app, email, 9000);
}

/**
 * One venue's settings calls as its manager makes them in a server test (issue 13 item 3): read the settings, save
 * a section as anyone, and hold that a refused call wrote nothing (same catalog version, no change row). `caller`
 * is read at each call, since the app and the manager's token are made in the test file's beforeAll.
 */
export function venueSettingsCalls(caller: () => { t: TestApp; manager: string }, ir: string) {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const settings = async () => {
    const { t, manager } = caller();
    const res = await t.app.inject({
      method: 'GET',
      url: `/srv/backoffice/settings?ir=${ir}`,
      headers: bearer(manager),
    });
    return ZVenueSettings.parse(res.json().data);
  };
  const save = (token: string, section: string, payload: object) =>
    caller().t.app.inject({
      method: 'POST',
      url: `/srv/backoffice/settings/${section}`,
      headers: bearer(token),
      payload: { ir, ...payload },
    });
  const changeCount = async () => (await catalogChanges(caller().t.db, ir, { limit: 1000 })).length;
  const expectNothingWritten = async (refusal: () => Promise<unknown>) => {
    const before = { version: (await settings()).version, changes: await changeCount() };
    await refusal();
    expect({ version: (await settings()).version, changes: await changeCount() }).toEqual(before);
  };
  return { settings, save, expectNothingWritten };
}
