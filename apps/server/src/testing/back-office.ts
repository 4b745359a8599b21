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
