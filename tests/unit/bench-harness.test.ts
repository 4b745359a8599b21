import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/demo-server.ts';
import { type LighthouseFigures, medianFigures } from '../bench/lighthouse.ts';
import { median } from '../bench/median.ts';
import { type StaticServer, serveSnapshot } from '../bench/static-snapshot.ts';

// The pure parts of `npm run bench`'s menu page figures (README 'Bench'): the medians it reports and the
// server that answers the static snapshot in place of the menu page.

describe('median', () => {
  it('is the middle sample, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNaN();
  });

  it('takes each Lighthouse figure on its own', () => {
    const run = (lcpMs: number, tbtMs: number): LighthouseFigures => ({
      lcpMs,
      fcpMs: 1000,
      tbtMs,
      cls: 0,
      performance: 90,
      accessibility: 100,
      benchmarkIndex: 1500,
    });
    const figures = medianFigures([run(1200, 900), run(4000, 10), run(1300, 50)]);
    expect(figures.lcpMs).toBe(1300);
    expect(figures.tbtMs).toBe(50);
  });
});

describe('serveSnapshot', () => {
  let upstream: http.Server;
  let snapshot: StaticServer;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      res.writeHead(req.url === '/assets/app.css' ? 200 : 404, {
        'content-type': 'text/css',
        'x-upstream': 'yes',
      });
      res.end(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? ''}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address() as { port: number };
    snapshot = await serveSnapshot('<p>menú</p>', '/r/x/menu', `http://127.0.0.1:${address.port}`);
  });
  afterAll(async () => {
    await snapshot.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('answers the snapshot at the menu path, query or not', async () => {
    for (const path of ['/r/x/menu', '/r/x/menu?utm=1']) {
      const answer = await fetch(`${snapshot.origin}${path}`);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await answer.text()).toBe('<p>menú</p>');
    }
  });

  it('passes every other request through, with its status, headers and the browser’s encodings', async () => {
    const css = await fetch(`${snapshot.origin}/assets/app.css`, { headers: { 'accept-encoding': 'br' } });
    expect(css.status).toBe(200);
    expect(css.headers.get('x-upstream')).toBe('yes');
    expect(await css.text()).toBe('GET /assets/app.css br');
    expect((await fetch(`${snapshot.origin}/media/none.svg`)).status).toBe(404);
  });

  it('answers 502 when the platform does not answer', async () => {
    const gone = await serveSnapshot('<p></p>', '/menu', `http://127.0.0.1:${await freePort()}`);
    try {
      expect((await fetch(`${gone.origin}/assets/app.css`)).status).toBe(502);
    } finally {
      await gone.close();
    }
  });
});
