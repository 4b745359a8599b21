import { LIVE_PATH } from '@comanda/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createShutdown, serverStep } from './shutdown.ts';

/** Graceful shutdown with a time limit (issue 10 item 6). */
function recorder() {
  const lines: string[] = [];
  const exits: number[] = [];
  return { lines, exits, options: { say: (l: string) => lines.push(l), exit: (c: number) => exits.push(c) } };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createShutdown', () => {
  it('closes every step in order and exits 0', async () => {
    const done: string[] = [];
    const r = recorder();
    const step = (name: string) => ({ name, close: async () => void done.push(name) });
    await createShutdown([step('app'), step('db')], r.options)('SIGTERM');
    expect(done).toEqual(['app', 'db']);
    expect(r.exits).toEqual([0]);
    expect(r.lines).toEqual(['\nSIGTERM: deteniendo…']);
  });

  it('reports a failing step, still closes the next ones, and exits 1', async () => {
    const done: string[] = [];
    const r = recorder();
    await createShutdown(
      [
        { name: 'impresora', close: () => Promise.reject(new Error('puerto ocupado')) },
        { name: 'db', close: async () => void done.push('db') },
      ],
      r.options,
    )('SIGINT');
    expect(done).toEqual(['db']);
    expect(r.lines).toContain('Error al cerrar impresora: puerto ocupado');
    expect(r.exits).toEqual([1]);
  });

  it('exits anyway with a line saying so when a step outlives the limit', async () => {
    const r = recorder();
    const started = Date.now();
    void createShutdown([{ name: 'colgado', close: () => new Promise<void>(() => {}) }], {
      ...r.options,
      limitMs: 150,
    })('SIGTERM');
    while (r.exits.length === 0 && Date.now() - started < 2000) await sleep(10);
    expect(r.exits).toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(r.lines).toContain('No se detuvo en 0.15 s: saliendo igualmente.');
  });

  it('stops at once on a second signal', async () => {
    const r = recorder();
    const shutdown = createShutdown([{ name: 'lento', close: () => sleep(300).then(() => {}) }], r.options);
    const first = shutdown('SIGINT');
    await shutdown('SIGINT');
    expect(r.exits).toEqual([1]);
    expect(r.lines).toContain('SIGINT otra vez: saliendo sin esperar.');
    await first;
    expect(r.exits).toEqual([1]);
  });
});

describe('shutting down the server', () => {
  // Closed by the shutdown under test.
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });

  it('closes live sockets first, lets a request in flight finish, then closes the database', async () => {
    const app = await buildApp({ db });
    const events: string[] = [];
    let started: () => void = () => {};
    const requestStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/test/slow', { config: { caller: 'anyone' } }, async () => {
      started();
      await sleep(400);
      events.push('request answered');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const socket = new WebSocket(`ws://${origin}${LIVE_PATH}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closeCode = new Promise<number>((resolve) =>
      socket.once('close', (code) => {
        events.push('socket closed');
        resolve(code);
      }),
    );
    const inFlight = fetch(`http://${origin}/test/slow`);
    await requestStarted;

    const r = recorder();
    const stopStarted = Date.now();
    await createShutdown(
      [
        serverStep(app),
        { name: 'base de datos', close: () => db.close().then(() => void events.push('database closed')) },
      ],
      r.options,
    )('SIGTERM');

    expect(await closeCode).toBe(1001);
    expect((await inFlight).status).toBe(200);
    expect(events).toEqual(['socket closed', 'request answered', 'database closed']);
    expect(r.exits).toEqual([0]);
    // Well within the limit: the answered request's keep-alive connection did not hold the close open.
    expect(Date.now() - stopStarted).toBeLessThan(2000);
    expect(app.server.listening).toBe(false);
  });
});
