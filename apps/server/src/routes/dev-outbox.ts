import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';

type Row = { id: string; to_address: string; subject: string; body: string; created_at: Date };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The development mailbox: where no SMTP server is configured, login codes are read here
 * (JSON at /srv/dev/outbox for tests, a page at /dev/outbox for people). Registered only while
 * COMANDA_DEV_OUTBOX is on: by default in development without SMTP_URL, never by default in production.
 */
export async function devOutboxRoutes(app: FastifyInstance, { db }: AppDeps) {
  const latest = () =>
    db.query<Row>(
      'select id::text, to_address, subject, body, created_at from mail_outbox order by mail_outbox.id desc limit 50',
    );

  app.get('/srv/dev/outbox', { config: { caller: 'anyone' } }, async () => ({
    ok: true,
    data: (await latest()).map((r) => ({
      id: Number(r.id),
      to: r.to_address,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    })),
  }));

  app.get('/dev/outbox', { config: { caller: 'anyone' } }, async (_request, reply) => {
    const items = (await latest())
      .map(
        (r) =>
          `<article><h2>${escapeHtml(r.subject)}</h2><p class="meta">Para ${escapeHtml(r.to_address)} · ${r.created_at.toISOString()}</p><pre>${escapeHtml(r.body)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Buzón de desarrollo · Comanda</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
article{border:1px solid #ddd;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#555;font-size:.9rem}pre{white-space:pre-wrap;font-size:1rem}</style></head><body>
<h1>Buzón de desarrollo</h1><p>Correos que Comanda habría enviado (no hay SMTP_URL configurado), el más nuevo primero.</p>
${items || '<p>Aún no hay correos.</p>'}</body></html>`);
  });
}
