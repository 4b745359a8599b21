import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createMailer } from './mailer.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** A port where nothing answers: SMTP to it fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail transport (SMTP when SMTP_URL is set, otherwise the development outbox)', () => {
  it('hides the development outbox once SMTP is configured', async () => {
    const app = await buildApp({ db, mailer: createMailer(`smtp://127.0.0.1:${await closedPort()}`) });
    expect((await app.inject({ method: 'GET', url: '/srv/dev/outbox' })).statusCode).toBe(404);
    await app.close();
  });

  it('answers the readable mail error of spec/2 §8 when the SMTP server cannot be reached, and records it', async () => {
    const app = await buildApp({ db, mailer: createMailer(`smtp://127.0.0.1:${await closedPort()}`) });
    const res = await app.inject({
      method: 'POST',
      url: '/mw/comandaapp/createuserapp',
      payload: { em: 'zoe@example.com' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'Hubo un error con tu correo. Revisa que sea el correo correcto e intenta nuevamente.',
    );
    const [row] = await db.query<{ error: string | null; sent_at: Date | null }>(
      "select error, sent_at from mail_outbox where to_address = 'zoe@example.com'",
    );
    expect(row?.sent_at).toBeNull();
    expect(row?.error).toBeTruthy();
    await app.close();
  });
});
